import assert from 'node:assert/strict';
import { nextQuery, type Reply } from './context.ts';

/**
 * A sync from `token`, followed through its pages, repeated with the same token until `done` holds of
 * the records: on PostgreSQL a change arrives once every transaction older than it has ended, and other
 * test files share the database (and its oldest transaction) with this one.
 */
export async function syncUntil(get: (url: string) => Promise<Reply>, list: string, token: string, done: (ids: number[]) => boolean) {
  const path = list.split('?')[0];
  const deadline = Date.now() + 30_000;
  for (;;) {
    const records: any[] = [];
    const links: string[] = [];
    let res = await get(`${list}${list.includes('?') ? '&' : '?'}sync_token=${token}`);
    for (;;) {
      assert.equal(res.status, 200, JSON.stringify(res.body));
      records.push(...res.body);
      if (res.headers.link === undefined) break;
      links.push(String(res.headers.link));
      res = await get(`${path}${nextQuery(res)}`);
    }
    const ids = records.map((r) => r.id);
    if (done(ids) || Date.now() > deadline) return { records, ids, links, token: syncToken(res) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A `done` for syncUntil: every id wanted is among the records. */
export const includes =
  (...wanted: number[]) =>
  (ids: number[]) =>
    wanted.every((id) => ids.includes(id));

/** The Sync-Token header of an answer, which every list page carries. */
export function syncToken(res: Reply): string {
  const token = res.headers['sync-token'];
  assert.equal(typeof token, 'string', `no Sync-Token on ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  return token as string;
}
