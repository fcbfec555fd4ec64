import { parse } from 'csv-parse/sync';
import { call, type Reply, type TestContext } from './context.ts';

/** Sends a CSV file to an import route (`products`, `stock-adjustments`, `orders`) and parses the JSON answer. */
export function importCsv(
  ctx: TestContext,
  kind: string,
  csv: string | Buffer,
  options: { query?: string; key?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return call(ctx, 'POST', `/api/v1/imports/${kind}${options.query ?? ''}`, {
    key: options.key,
    body: csv,
    headers: { 'content-type': 'text/csv', ...options.headers },
  });
}

export type Download = { status: number; text: string; headers: Record<string, unknown>; rows: Record<string, string>[] };

/** GETs an export (`orders.csv?state=open`) and parses the file, the header row giving the keys. */
export async function downloadCsv(ctx: TestContext, path: string, key = ctx.staffKey): Promise<Download> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/exports/${path}`, headers: { authorization: `Bearer ${key}` } });
  const text = response.body;
  const rows = response.statusCode === 200 ? (parse(text, { columns: true, bom: true }) as Record<string, string>[]) : [];
  return { status: response.statusCode, text, headers: response.headers, rows };
}

/**
 * GETs an export as a client that stops reading once the file has started: when the answer's buffer is
 * full (the export waits for the client, its later pages not read yet), `meanwhile` runs; then the rest
 * of the file is read. For what changes while a file streams.
 */
export async function downloadCsvWhile(ctx: TestContext, path: string, meanwhile: () => Promise<void>): Promise<Download> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/exports/${path}`,
    headers: { authorization: `Bearer ${ctx.staffKey}` },
    payloadAsStream: true,
  });
  const stream = response.stream();
  for (const started = Date.now(); stream.readableLength < stream.readableHighWaterMark; ) {
    if (Date.now() - started > 10_000) throw new Error(`the export of ${path} never filled its buffer: is the file too short?`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await meanwhile();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const rows = response.statusCode === 200 ? (parse(text, { columns: true, bom: true }) as Record<string, string>[]) : [];
  return { status: response.statusCode, text, headers: response.headers, rows };
}
