// What the console makes of the admin API's answers, for every page.
import { createElement, type ReactNode } from 'react';
import { DocksideNetworkError } from '@dockside/client';

/**
 * openapi-fetch's methods without their per-path typing: the pages name paths that the typed client
 * checks route by route, but pass them through one small helper each.
 */
export type Untyped = (path: string, init?: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** The detail of a refused request: its problem's detail and, per field, what was wrong. */
export function problemText(error: unknown, response: Response): string {
  const problem = error as { detail?: string; errors?: { message: string; pointer?: string }[] } | undefined;
  const fields = problem?.errors?.map((e) => `${e.pointer ? `${e.pointer.replace(/^\//, '')}: ` : ''}${e.message}`).join('; ');
  return [problem?.detail ?? `HTTP ${response.status}`, fields].filter(Boolean).join(' — ');
}

/** What the console says when no answer came: the client's retries all failed on the network. */
export const UNREACHABLE = 'Dockside could not be reached';

/** A request that threw instead of answering, in words: the network failed, or the error's own message. */
export function failureText(failure: unknown): string {
  if (failure instanceof DocksideNetworkError) return UNREACHABLE;
  return failure instanceof Error ? failure.message : String(failure);
}

/**
 * A timestamp of the API as the reader's locale writes its date and time (their time zone), in a
 * `<time>` element that keeps the exact instant; a dash when there is none.
 */
export function When({ value }: { value: string | null | undefined }): ReactNode {
  return value ? createElement('time', { dateTime: value }, new Date(value).toLocaleString()) : '—';
}

/** Said where looked-up rows would be shown when they could not be read (`error`); nothing otherwise. */
export function Unread({ what, error }: { what: string; error: string | null }): ReactNode {
  return error ? createElement('span', { role: 'alert', className: 'error unread' }, `${what} could not be read: ${error}`) : null;
}

/** Said on a page whose reading again failed (`error`): it keeps showing what it read before. */
export function ReloadFailed({ error }: { error: string | null }): ReactNode {
  return error ? createElement('p', { role: 'alert', className: 'error' }, `Could not read this page again: ${error}. It shows what was read before.`) : null;
}
