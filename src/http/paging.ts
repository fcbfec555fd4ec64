import { Type, type Static } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('page', String(page.page + 1));
  url.searchParams.set('per_page', String(page.perPage));
  reply.header('link', `<${url.toString()}>; rel="next"`);
  return rows.slice(0, page.perPage);
}

/** A comma-separated list query value (`ids=1,2,3`), at most 250 entries. */
export const CommaList = Type.String({ pattern: '^[^,]+(,[^,]+){0,249}$', description: 'Comma-separated, at most 250' });

/** Splits a comma list into trimmed, non-empty entries. */
export function splitList(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return value.split(',').map((v) => v.trim()).filter((v) => v.length > 0);
}
