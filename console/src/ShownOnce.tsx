import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { focusHeading } from './notice.tsx';

/**
 * A key or secret the API answers only once: under its `title`, with what it is, a Copy button where the
 * browser allows one, and gone from the page once dismissed (the page keeps no copy of it). The box
 * takes the keyboard's focus when it appears (a screen reader reads its heading, not the secret: it is no
 * live region), and gives it to the page's heading when dismissed.
 */
export function ShownOnce({
  title,
  children,
  value,
  onDismiss,
  dismissLabel = 'I have stored it',
}: {
  title: string;
  children: ReactNode;
  value: string;
  onDismiss: () => void;
  dismissLabel?: string;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  const box = useRef<HTMLElement>(null);
  const id = useId();
  useEffect(() => {
    box.current?.focus();
  }, [value]);
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
    <section ref={box} tabIndex={-1} className="card shown-once" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{children}</p>
      <p>
        <code className="mono">{value}</code>
      </p>
      <p className="form-actions">
        {clipboard && (
          <button
            type="button"
            onClick={() => {
              void copy();
            }}
          >
            Copy
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            onDismiss();
            focusHeading();
          }}
        >
          {dismissLabel}
        </button>
      </p>
      {copied && <p role="status">{copied}</p>}
    </section>
  );
}
