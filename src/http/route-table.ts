import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AuthRule } from './auth.ts';

/** One registered route as the app serves it: method, full URL pattern, and who may call it. */
export type RouteEntry = { method: string; url: string; auth: AuthRule };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, filled as routes register (tests walk it; nothing else writes it). */
    routeTable: RouteEntry[];
  }
}

/**
 * Records every route into `app.routeTable`. Register it after registerAuth: the auth hook fills in
 * the rule of plugin routes first and refuses routes without one, so every entry has its rule.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const auth = route.config?.auth ?? 'public';
    for (const method of methods) table.push({ method, url: route.url, auth });
  });
}

const patterns = new Map<string, RegExp>();

/** A route pattern as a regular expression over concrete paths: `:id` (with optional regex) and `*`. */
function patternOf(url: string): RegExp {
  const known = patterns.get(url);
  if (known) return known;
  const source = url
    .split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?|\*)/)
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return part === '*' ? '.*' : '[^/]+';
    })
    .join('');
  const pattern = new RegExp(`^${source}$`);
  patterns.set(url, pattern);
  return pattern;
}

/**
 * The methods some route serves at a concrete path, for a 405 with `Allow` when the path exists but
 * the method does not (an empty list means the path itself is unknown: 404).
 */
export function allowedMethods(table: readonly RouteEntry[], path: string): string[] {
  const methods = new Set(table.filter((r) => patternOf(r.url).test(path)).map((r) => r.method));
  return [...methods].sort();
}
