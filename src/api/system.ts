import { Type } from 'typebox';
import type { App, Deps } from './deps.ts';
import { ping } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import { METRICS_CONTENT_TYPE } from '../http/metrics.ts';

/**
 * Health, readiness and the OpenAPI document: public routes (docs/operations.md "Health and readiness");
 * the metrics: a staff key's, or anyone's with DOCKSIDE_METRICS_OPEN=1 (docs/operations.md "Metrics").
 */
export async function systemRoutes(app: App, { db, config }: Deps): Promise<void> {
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness: 200 while the process runs',
        security: [],
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Readiness: 200 only when the database answers',
        security: [],
        response: { 200: Type.Object({ status: Type.Literal('ready') }) },
      },
    },
    async () => {
      if (!(await ping(db))) throw new AppError('not_ready', 'The database does not answer');
      return { status: 'ready' as const };
    },
  );

  const open = config.metricsOpen;
  app.get(
    '/metrics',
    {
      config: { auth: open ? 'public' : 'staff-only' },
      schema: {
        tags: ['system'],
        summary: open ? 'Metrics in the Prometheus text format (open: DOCKSIDE_METRICS_OPEN=1)' : 'Metrics in the Prometheus text format (staff keys only)',
        response: {
          200: {
            description: 'This process\'s metrics and those read from the database (docs/operations.md "Metrics")',
            content: { [METRICS_CONTENT_TYPE]: { schema: Type.String() } },
          },
        },
      },
    },
    async (_request, reply) => reply.type(METRICS_CONTENT_TYPE).send(await app.metrics.registry.metrics()),
  );

  app.get(
    '/openapi.json',
    {
      config: { auth: 'public' },
      schema: { hide: true },
    },
    async () => app.swagger(),
  );
}
