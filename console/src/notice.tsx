// What the console says after an action, and where the keyboard's focus goes then: to the message, to a
// form's heading, or back to the button that opened a form, never lost to the page's `<body>`.
import { useEffect, useRef, type ReactNode } from 'react';

/** A line the page says after an action: what was done, or (`error`) why it was not. */
export type Message = { text: ReactNode; error: boolean };

/**
 * A message after an action: a status, or an alert when it is a refusal. Each new message takes the
 * keyboard's focus (`focus`, the default), so that a screen reader reads it and the next Tab starts from
 * it, also when the button pressed went away with the action (a closed form, a revoked key's row).
 */
export function Notice({ message, focus = true }: { message: Message | null; focus?: boolean }) {
  const line = useRef<HTMLParagraphElement>(null);
  // Only a new message moves the focus: `focus` is read as it is when the message arrives.
  const focusing = useRef(focus);
  focusing.current = focus;
  useEffect(() => {
    if (message && focusing.current) line.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={line} tabIndex={-1} role={message.error ? 'alert' : 'status'} className={message.error ? 'notice error' : 'notice'}>
      {message.text}
    </p>
  );
}

/**
 * The one sentence a viewer reads on a page whose changes need a staff key: what staff do here.
 * `doing` is that in a few words ("adjusting stock"); the page shows it only to viewers.
 */
export function ViewerNote({ doing, children }: { doing: string; children?: ReactNode }) {
  return (
    <p className="viewer-note">
      Read only: {doing} needs a staff key.{children && <> {children}</>}
    </p>
  );
}

/**
 * Focuses an element once the page has drawn the change just asked for (a form closed, a button back):
 * `find` runs after React's update, and the page's heading is focused when it finds nothing.
 */
export function focusLater(find: () => Element | null | undefined): void {
  setTimeout(() => {
    const found = find();
    if (found instanceof HTMLElement) found.focus();
    else focusHeading();
  }, 0);
}

/** A button by its accessible name (its `aria-label`, else its text), for `focusLater`. */
export function buttonNamed(name: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('#content button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);
}

/** Focuses the page's `<h1>` (made focusable by script only), where reading starts again. */
export function focusHeading(): void {
  const heading = document.querySelector<HTMLElement>('#content h1');
  if (!heading) return;
  heading.setAttribute('tabindex', '-1');
  heading.focus();
}
