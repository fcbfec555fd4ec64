import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * A route that will go away declares it in its config (docs/admin-api.md "Versioning and deprecation"):
 * `config: { deprecated: { sunset: '2027-06-30', since?: '2026-12-01' } }`.
 * `sunset` is the date (UTC) after which the route may stop answering; `since` when it was deprecated.
 */
type RouteDeprecation = { sunset: string; since?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    deprecated?: RouteDeprecation;
  }
}

function parseDate(value: string, what: string, url: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`route ${url}: deprecated.${what} "${value}" is not a date`);
  return date;
}

/** The two headers of a deprecated route: RFC 9745 `Deprecation` and RFC 8594 `Sunset`. */
function deprecationHeaders(deprecation: RouteDeprecation): { deprecation: string; sunset: string } {
  const sunset = new Date(deprecation.sunset).toUTCString();
  if (!deprecation.since) return { deprecation: 'true', sunset };
  return { deprecation: `@${Math.floor(new Date(deprecation.since).getTime() / 1000)}`, sunset };
}

/**
 * Checks deprecation dates when a route registers (a typo fails the start, not a request), marks the
 * operation deprecated in the OpenAPI document, and adds the headers to every answer of the route.
 */
export function registerDeprecation(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const deprecated = route.config?.deprecated;
    if (!deprecated) return;
    parseDate(deprecated.sunset, 'sunset', route.url);
    if (deprecated.since) parseDate(deprecated.since, 'since', route.url);
    route.schema = { ...route.schema, deprecated: true };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const deprecated = request.routeOptions.config?.deprecated;
    if (deprecated) reply.headers(deprecationHeaders(deprecated));
    return payload;
  });
}
