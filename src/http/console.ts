import { existsSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the install builds the console (console/, `vite build` run by `npm ci`). */
export const CONSOLE_DIR = resolve(import.meta.dirname, '../../console/dist');

/**
 * The console's page and script policy: everything from this origin, nothing inline, nothing from
 * elsewhere (CONTRACT 12: assets shipped with the install), and no framing.
 */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

/**
 * Serves the staff console at /console (docs/console.md): the files of its build, and its page for
 * every other path under /console (the console routes in the browser). Hashed assets are cached for a
 * year; the page is never cached, so a new install's console is picked up at once. When the console
 * was not built, /console says so (503) instead of answering files that are not there.
 */
export async function registerConsole(app: FastifyInstance, dir: string = CONSOLE_DIR): Promise<void> {
  const route = { config: { auth: 'public' as const }, schema: { hide: true } };
  app.get('/console', route, async (_request, reply) => reply.redirect('/console/'));
  if (!existsSync(join(dir, 'index.html'))) {
    app.get('/console/*', route, async (_request, reply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The staff console is not built. Run `npm ci` (or `npm run build --workspace @dockside/console`) and restart.\n'),
    );
    return;
  }
  await app.register(fastifyStatic, { root: dir, serve: false, cacheControl: false });
  app.get('/console/*', route, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const file = normalize(path);
    reply.headers(SECURITY_HEADERS);
    if (file.startsWith('assets/') && !file.includes('..') && existsSync(join(dir, file))) {
      return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(file);
    }
    return sendPage(reply);
  });
}

function sendPage(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
