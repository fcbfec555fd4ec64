// Incremental sync of a list (docs/3pl-api.md section 5, "Incremental sync" and "The polling loop"):
// follow `Link rel="next"` to the end, keep the `Sync-Token`, send it back as `sync_token` next time.
import type { Client } from 'openapi-fetch';
import { answerError, DocksideHttpError } from './errors.ts';
import type { paths } from './schema.ts';
import type { JsonAnswer } from './types.ts';

type ListQuery<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Query } } } ? NonNullable<Query> : never;

/** The list routes that answer a `Sync-Token` and take `sync_token`. */
export type SyncPath = { [P in keyof paths]: 'sync_token' extends keyof ListQuery<P> ? P : never }[keyof paths];

/** The filters of a synced list: its query without the paging parameters, which the feed manages. */
export type SyncFilters<P extends SyncPath> = Omit<ListQuery<P>, 'sync_token' | 'cursor' | 'page'>;

/** One record of a synced list. */
export type SyncRecord<P extends SyncPath> = JsonAnswer<paths[P]['get'], 200> extends readonly (infer Record)[] ? Record : never;

export type SyncOptions<P extends SyncPath> = {
  /** The list's filters (`status`, `warehouse`, `per_page`, ...). A token belongs to its filters: send the same ones each time. */
  filters?: SyncFilters<P>;
  /** The token stored after the last sync; without it the feed starts with a plain listing. */
  syncToken?: string | null;
  signal?: AbortSignal;
};

/** One page of a sync. */
export type SyncPage<Record> = {
  records: Record[];
  /** The page's `Sync-Token`: store it once the page's records are imported. */
  syncToken: string;
  /** A next page follows. */
  hasNext: boolean;
  /** The answer's `X-Request-Id`. */
  requestId: string | null;
};

type Get = (
  path: string,
  init: { params: { query: Record<string, unknown> }; signal?: AbortSignal | undefined },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * A synced list: iterate it (`for await (const page of feed)`) to read every page of the changes
 * since its token, following `Link rel="next"`. `feed.syncToken` then holds the token to store.
 * The token moves on only once the loop asks for the next page or ends, so a page whose import threw
 * (or that the loop broke out of) is read again by the next sync. Iterating the feed again continues
 * from its token: one feed can be the poller's whole state.
 * A token given for other filters, or damaged, throws InvalidSyncTokenError.
 */
export class SyncFeed<P extends SyncPath> implements AsyncIterable<SyncPage<SyncRecord<P>>> {
  readonly path: P;
  readonly filters: SyncFilters<P>;
  #token: string | null;
  readonly #get: Get;
  readonly #signal: AbortSignal | undefined;

  constructor(client: Client<paths>, path: P, options: SyncOptions<P> = {}) {
    this.path = path;
    this.filters = options.filters ?? ({} as SyncFilters<P>);
    this.#token = options.syncToken ?? null;
    // The path is one of several list routes, which openapi-fetch's per-path typing cannot follow generically.
    this.#get = client.GET as unknown as Get;
    this.#signal = options.signal;
  }

  /** The token of the last page the loop finished: store it, and give it to the next feed. */
  get syncToken(): string | null {
    return this.#token;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<SyncPage<SyncRecord<P>>, void, undefined> {
    let query: Record<string, unknown> = { ...this.filters, ...(this.#token === null ? {} : { sync_token: this.#token }) };
    for (;;) {
      const page = await this.#fetchPage(query);
      yield page.page;
      this.#token = page.page.syncToken;
      if (page.next === null) return;
      query = page.next;
    }
  }

  /** Every record of the sync, one at a time; a page's token counts once all its records were taken. */
  async *records(): AsyncGenerator<SyncRecord<P>, void, undefined> {
    for await (const page of this) yield* page.records;
  }

  async #fetchPage(query: Record<string, unknown>): Promise<{ page: SyncPage<SyncRecord<P>>; next: Record<string, string> | null }> {
    const { data, error, response } = await this.#get(this.path, { params: { query }, signal: this.#signal });
    if (!response.ok) throw answerError(response, error);
    const syncToken = response.headers.get('sync-token');
    if (syncToken === null || !Array.isArray(data)) {
      throw new DocksideHttpError(`GET ${this.path}: the answer has no Sync-Token header or is not a list`, response, data, null);
    }
    const next = nextPageQuery(response.headers.get('link'));
    return {
      page: { records: data as SyncRecord<P>[], syncToken, hasNext: next !== null, requestId: response.headers.get('x-request-id') },
      next,
    };
  }
}

/**
 * The query of the `Link rel="next"` URL (RFC 8288), to send to the same route through the client's
 * own base URL (so a proxy in front of Dockside does not matter); null on the last page.
 */
export function nextPageQuery(link: string | null): Record<string, string> | null {
  if (link === null) return null;
  for (const entry of link.split(/,(?=\s*<)/)) {
    const [, target, params] = /^\s*<([^>]*)>(.*)$/.exec(entry) ?? [];
    if (target !== undefined && params !== undefined && /;\s*rel\s*=\s*"?(?:[^";]*\s)?next(?:\s[^";]*)?"?\s*(;|$)/i.test(params)) {
      return Object.fromEntries(new URL(target, 'http://link.invalid').searchParams);
    }
  }
  return null;
}
