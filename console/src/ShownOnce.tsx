import { useState, type ReactNode } from 'react';

/**
 * A key or secret the API answers only once: shown with what it is, a Copy button where the browser
 * allows one, and gone from the page once dismissed (the page keeps no copy of it).
 */
export function ShownOnce({ children, value, onDismiss, dismissLabel = 'I have stored it' }: {
  children: ReactNode; value: string; onDismiss: () => void; dismissLabel?: string;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  // The clipboard API exists only on secure origins (https, localhost): elsewhere people select the text.
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  const copy = async () => {
    try {
      await clipboard!.writeText(value);
      setCopied('Copied to the clipboard.');
    } catch {
      setCopied('The browser refused the clipboard: select the text and copy it.');
    }
  };
  return (
    <div className="card shown-once" role="status">
      <p>{children}</p>
      <p><code className="mono">{value}</code></p>
      <p className="form-actions">
        {clipboard && <button type="button" onClick={() => { void copy(); }}>Copy</button>}
        <button type="button" onClick={onDismiss}>{dismissLabel}</button>
      </p>
      {copied && <p>{copied}</p>}
    </div>
  );
}
