import { Type } from 'typebox';
import type { App, Deps } from './deps.ts';
import { ping } from '../db/connect.ts';
import { AppError } from '../errors.ts';

/** Health, readiness and the OpenAPI document: public routes (docs/operations.md "Health and readiness"). */
export async function systemRoutes(app: App, { db }: Deps): Promise<void> {
  app.get('/health', {
    config: { auth: 'public' },
    schema: { tags: ['system'], summary: 'Liveness: 200 while the process runs', security: [], response: { 200: Type.Object({ status: Type.Literal('ok') }) } },
  }, async () => ({ status: 'ok' as const }));

  app.get('/ready', {
    config: { auth: 'public' },
    schema: { tags: ['system'], summary: 'Readiness: 200 only when the database answers', security: [], response: { 200: Type.Object({ status: Type.Literal('ready') }) } },
  }, async () => {
    if (!(await ping(db))) throw new AppError('not_ready', 'The database does not answer');
    return { status: 'ready' as const };
  });

  app.get('/openapi.json', {
    config: { auth: 'public' },
    schema: { hide: true },
  }, async () => app.swagger());
}
