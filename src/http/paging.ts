import { createHash } from 'node:crypto';
import { Type, type Static } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { laterOf, syncHorizon, type ListWindow, type Listed, type SortKey, type SyncPosition } from '../domain/shared/list-window.ts';
import { AppError } from '../errors.ts';

const MAX_PER_PAGE = 250;

/** The deepest page a list answers: its offset stays within the range of ids. */
const MAX_PAGE = 8_000_000;

/** `page` (from 1) and `per_page` (1-250, default 250), shared by every list (docs/admin-api.md "Lists and paging"). */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: 'Page number, from 1' })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: MAX_PER_PAGE, description: 'Records per page, 1-250' })),
});
export type PageQuery = Static<typeof PageQuery>;

type Page = { limit: number; offset: number; perPage: number; page: number };

/** Limit and offset for a page; the limit asks for one extra row to learn whether a next page exists. */
export function pageOf(query: PageQuery): Page {
  const perPage = query.per_page ?? MAX_PER_PAGE;
  const page = query.page ?? 1;
  return { limit: perPage + 1, offset: (page - 1) * perPage, perPage, page };
}

/** Trims the extra row and sets `Link: <...page=N+1...>; rel="next"` when there is a next page. */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: Page, rows: T[]): T[] {
  if (rows.length <= page.perPage) return rows;
  reply.header('link', `<${nextUrl(request, { page: String(page.page + 1), per_page: String(page.perPage) })}>; rel="next"`);
  return rows.slice(0, page.perPage);
}

/** A comma-separated list query value (`ids=1,2,3`), at most 250 entries. */
export const CommaList = Type.String({ pattern: '^[^,]+(,[^,]+){0,249}$', description: 'Comma-separated, at most 250' });

/** Splits a comma list into trimmed, non-empty entries. */
export function splitList(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

// ---- Keyset paging and incremental sync (docs/3pl-api.md section 5, "Pages" and "Incremental sync") ----

const TOKEN = '^[A-Za-z0-9_-]{1,512}$';

/** PageQuery with `cursor` (keyset paging) and `sync_token` (incremental sync), for the lists integrations poll. */
export const SyncPageQuery = Type.Object({
  ...PageQuery.properties,
  cursor: Type.Optional(Type.String({ pattern: TOKEN, description: 'Opaque: from the `Link rel="next"` of the previous page' })),
  sync_token: Type.Optional(
    Type.String({
      pattern: TOKEN,
      description: 'Opaque: the `Sync-Token` of the last page read; answers the records changed since, in the order of their changes',
    }),
  ),
});
export type SyncPageQuery = Static<typeof SyncPageQuery>;

/** How a list is sorted: by `updated_at` (or `created_at`) then `id`, or by `id` alone. */
export type ListOrder = 'updated' | 'created' | 'id';

/** One page of a list that can be synced: its window, and what its answer's headers need. */
export type SyncPage = {
  window: ListWindow;
  perPage: number;
  order: ListOrder;
  /** A digest of the route and its filters: a token or cursor of another list or filters is refused. */
  filters: string;
  /** The horizon when the listing began (its first page), where sync from this listing starts. */
  start: number;
  /** A search (`q`): paged by cursor, never synced, so its pages answer no `Sync-Token`. */
  searched: boolean;
};

const LIST_PARAMS = new Set(['page', 'per_page', 'cursor', 'sync_token']);

/**
 * The page a list request asks for: `sync_token` (the changes after the token's position, up to the
 * horizon now), `cursor` (the rows after the last one of the previous page), or `page` (by offset).
 * `newestFirst` sorts the pages the other way round (a list's `newest_first=true`); a sync still answers
 * the changes in the order they were written.
 * A token or cursor that is malformed or was given for another route or other filters answers
 * 400 `invalid_sync_token`. A search (`searched`: the request has `q`, docs/admin-api.md "Search") is
 * not synced: a record can come to match it without changing (its customer renamed by a later order),
 * which a sync would miss; with `sync_token` it answers 400 `validation_failed`.
 */
export async function openSyncPage(
  db: Db,
  request: FastifyRequest,
  query: SyncPageQuery,
  order: ListOrder,
  { searched = false, newestFirst = false } = {},
): Promise<SyncPage> {
  const perPage = query.per_page ?? MAX_PER_PAGE;
  const filters = filterDigest(request);
  if (query.sync_token !== undefined) {
    if (searched) {
      const message = 'query parameters q and sync_token cannot be combined: a search is not synced; sync the list without q';
      throw new AppError('validation_failed', message, [{ code: 'invalid_value', message, pointer: null }]);
    }
    const token = readToken(query.sync_token, 'sync_token', filters);
    const after = token.p;
    if (!isPosition(after)) throw invalidToken('sync_token');
    const below = await syncHorizon(db);
    return { window: { kind: 'sync', limit: perPage + 1, after, below }, perPage, order, filters, start: below, searched };
  }
  if (query.cursor !== undefined) {
    const cursor = readToken(query.cursor, 'cursor', filters);
    if (!isSortKey(cursor.k, order) || !Number.isSafeInteger(cursor.s)) throw invalidToken('cursor');
    return {
      window: { kind: 'page', limit: perPage + 1, offset: 0, after: cursor.k as SortKey, descending: newestFirst },
      perPage,
      order,
      filters,
      start: cursor.s as number,
      searched,
    };
  }
  const page = query.page ?? 1;
  const start = searched ? 0 : await syncHorizon(db);
  return {
    window: { kind: 'page', limit: perPage + 1, offset: (page - 1) * perPage, after: null, descending: newestFirst },
    perPage,
    order,
    filters,
    start,
    searched,
  };
}

/**
 * Trims the extra row and sets the headers: `Sync-Token` (where the next sync starts: after the last
 * change read, or from the beginning of this listing; none for a search), and `Link rel="next"` when
 * more rows wait (with a `cursor`, or with the sync token for a sync).
 */
export function sendSyncPage<T extends Listed>(request: FastifyRequest, reply: FastifyReply, page: SyncPage, rows: T[]): T[] {
  const shown = rows.slice(0, page.perPage);
  const more = rows.length > page.perPage;
  const last = shown.at(-1);
  if (page.window.kind === 'sync') {
    const { after, below } = page.window;
    // Caught up: every change below the horizon was read, so the next sync starts at the horizon.
    const position: SyncPosition = more && last ? [last.sync_version, last.id] : laterOf(after, [below, 0]);
    const token = writeToken({ p: position, f: page.filters });
    reply.header('sync-token', token);
    if (more) reply.header('link', `<${nextUrl(request, { sync_token: token })}>; rel="next"`);
    return shown;
  }
  if (!page.searched) reply.header('sync-token', writeToken({ p: [page.start, 0], f: page.filters }));
  return sendCursorPage(request, reply, page, rows);
}

/** A list's query with `cursor` (keyset paging) but no sync: a list of records that never change once written. */
export const CursorPageQuery = Type.Object({ ...PageQuery.properties, cursor: SyncPageQuery.properties.cursor });

/**
 * The page branch of sendSyncPage, for lists that are not synced (opened with `searched`: their records
 * never change once written, or a search): trims the extra row and sets `Link rel="next"` with a `cursor`
 * when more rows wait.
 */
export function sendCursorPage<T extends Pick<Listed, 'id' | 'created_at' | 'updated_at'>>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: SyncPage,
  rows: T[],
): T[] {
  const shown = rows.slice(0, page.perPage);
  const last = shown.at(-1);
  if (rows.length > page.perPage && last) {
    const key: SortKey = page.order === 'id' ? [last.id] : [(page.order === 'created' ? last.created_at : last.updated_at) ?? '', last.id];
    reply.header('link', `<${nextUrl(request, { cursor: writeToken({ k: key, s: page.start, f: page.filters }) })}>; rel="next"`);
  }
  return shown;
}

function nextUrl(request: FastifyRequest, set: Record<string, string>): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  for (const name of ['page', 'cursor', 'sync_token']) url.searchParams.delete(name);
  for (const [name, value] of Object.entries(set)) url.searchParams.set(name, value);
  return url.toString();
}

/** The route and its filters (every query parameter but the paging ones), as a short digest. */
function filterDigest(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown>;
  const filters = Object.keys(query)
    .filter((k) => !LIST_PARAMS.has(k) && query[k] !== undefined)
    .sort()
    .map((k) => [k, String(query[k])]);
  return createHash('sha256')
    .update(JSON.stringify([request.routeOptions.url, filters]))
    .digest('base64url')
    .slice(0, 16);
}

type Token = { p?: unknown; k?: unknown; s?: unknown; f?: unknown };

function writeToken(token: Token): string {
  return Buffer.from(JSON.stringify(token)).toString('base64url');
}

function readToken(text: string, name: string, filters: string): Token {
  let token: unknown;
  try {
    token = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidToken(name);
  }
  if (token === null || typeof token !== 'object' || Array.isArray(token)) throw invalidToken(name);
  if ((token as Token).f !== filters) {
    throw new AppError('invalid_sync_token', `this ${name} was given for another list or other filters; send the filters it was given with`);
  }
  return token as Token;
}

function invalidToken(name: string): AppError {
  return new AppError(
    'invalid_sync_token',
    `${name} is not one this list gave; use the value of its ${name === 'cursor' ? 'Link rel="next"' : 'Sync-Token header'} as it is`,
  );
}

function isPosition(value: unknown): value is SyncPosition {
  return Array.isArray(value) && value.length === 2 && value.every((n) => Number.isSafeInteger(n) && n >= 0);
}

function isSortKey(value: unknown, order: ListOrder): boolean {
  if (!Array.isArray(value)) return false;
  if (order === 'id') return value.length === 1 && Number.isSafeInteger(value[0]);
  return value.length === 2 && typeof value[0] === 'string' && value[0].length <= 40 && Number.isSafeInteger(value[1]);
}
