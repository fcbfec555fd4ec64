import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/*
 * Compressed answers and request bodies (docs/3pl-api.md section 4, "Compression").
 *
 * An answer of 1 KiB or more (a streamed one, a CSV export, whatever its size; not a HEAD's) goes out
 * compressed when the client asks for it with `Accept-Encoding` (br, then gzip, then deflate, by the
 * client's weights), with `Content-Encoding` and `Vary: Accept-Encoding`; without the header it goes out
 * as it is. A poll of 250 shipments is ~420 KB of JSON.
 * Both encodings run at their fastest level: measured on that page (2 cores, 2026-11-27), brotli
 * quality 1 took 0.34 ms for 13 KB (quality 4, the plugin's default: 1.5 ms for 11 KB), gzip level 1
 * 0.77 ms for 18 KB (level 6: 2.2 ms for 13 KB). Large answers compress on libuv's threads, not the event
 * loop.
 *
 * A request body sent with `Content-Encoding: br`, `gzip` or `deflate` is decompressed before it is
 * parsed; the 10 MiB body limit counts the decompressed bytes, so a small body that inflates beyond it
 * answers 413 like any other, and the rest of it is read and thrown away, not inflated (`drainBody`,
 * src/http/limits.ts). Another encoding answers 415, a body that does not decompress 400
 * (src/http/problem.ts).
 *
 * A poll page the record cache answers again unchanged is compressed once per encoding and kept with it
 * (src/http/record-cache.ts, `sendJsonPage`), with `answerEncoding` and `compressPage` below choosing and
 * compressing as the plugin does.
 */

type Encoding = 'br' | 'gzip' | 'deflate';
const ENCODINGS: Encoding[] = ['br', 'gzip', 'deflate'];
const THRESHOLD = 1024;
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
const ZLIB_OPTIONS = { level: 1 };

/** Registers compression for every route registered after it (the plugin hooks each route as it is added). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('preParsing', async (request) => normalizeContentEncoding(request));
  await app.register(compress, {
    encodings: ENCODINGS,
    threshold: THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: ZLIB_OPTIONS,
    requestEncodings: [...ENCODINGS, 'identity'],
  });
}

/**
 * The encoding the plugin would compress an answer of `size` bytes with for this request, by its
 * Accept-Encoding as the plugin negotiates it (`*` and `x-gzip` read as gzip); null when it would send it
 * as it is (no header, `identity`, under the threshold, or `x-no-compression`).
 */
export function answerEncoding(request: FastifyRequest, size: number): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (header === undefined || size < THRESHOLD || request.headers['x-no-compression'] !== undefined) return null;
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS);
  return ENCODINGS.includes(chosen as Encoding) ? (chosen as Encoding) : null;
}

/** An answer compressed as the plugin compresses it, on this thread. */
export function compressPage(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, BROTLI_OPTIONS);
  return encoding === 'gzip' ? gzipSync(body, ZLIB_OPTIONS) : deflateSync(body, ZLIB_OPTIONS);
}

/**
 * The request's Content-Encoding as the plugin should read it (its own check runs after this hook, on
 * each route): names are case-insensitive and `x-gzip` is gzip (RFC 9110 section 8.4.1); a request
 * without a body has nothing to decompress, whatever it says.
 */
function normalizeContentEncoding(request: FastifyRequest): void {
  const headers = request.headers;
  const encoding = headers['content-encoding'];
  if (encoding === undefined) return;
  const hasBody = headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
  if (!hasBody) {
    delete headers['content-encoding'];
    return;
  }
  const name = encoding.trim().toLowerCase();
  headers['content-encoding'] = name === 'x-gzip' ? 'gzip' : name;
}
