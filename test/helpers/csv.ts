import { parse } from 'csv-parse/sync';
import type { Reply, TestContext } from './context.ts';

/** Sends a CSV file to an import route (`products`, `stock-adjustments`, `orders`) and parses the JSON answer. */
export async function importCsv(ctx: TestContext, kind: string, csv: string | Buffer, options: { query?: string; key?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/imports/${kind}${options.query ?? ''}`,
    headers: { authorization: `Bearer ${options.key ?? ctx.staffKey}`, 'content-type': 'text/csv', ...options.headers },
    payload: csv,
  });
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : null, headers: response.headers };
}

export type Download = { status: number; text: string; headers: Record<string, unknown>; rows: Record<string, string>[] };

/** GETs an export (`orders.csv?state=open`) and parses the file, the header row giving the keys. */
export async function downloadCsv(ctx: TestContext, path: string, key = ctx.staffKey): Promise<Download> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/exports/${path}`, headers: { authorization: `Bearer ${key}` } });
  const text = response.body;
  const rows = response.statusCode === 200 ? parse(text, { columns: true, bom: true }) as Record<string, string>[] : [];
  return { status: response.statusCode, text, headers: response.headers, rows };
}
