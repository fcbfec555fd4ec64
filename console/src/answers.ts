// What the console makes of the admin API's answers, for every page.

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

/** A timestamp of the API in the reader's local time, or a dash when there is none. */
export function when(time: string | null | undefined): string {
  return time ? new Date(time).toLocaleString() : '—';
}
