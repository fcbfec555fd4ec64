import { Type } from 'typebox';
import type { App, Deps } from '../deps.ts';
import { allCarriers } from '../../domain/carriers/carriers.repo.ts';
import { Nullable, Problem } from '../../wire/common.ts';

const CarrierEntry = Type.Object({
  code: Type.String({ description: 'What carrier_identifier takes' }),
  name: Type.String(),
  tracking_url_template: Nullable(Type.String({ description: 'https URL with {tracking_number}; null when the carrier has no public page by number' })),
  scac: Nullable(Type.String()),
});

/**
 * GET /carriers.json (docs/3pl-api.md section 7, "Carriers, tracking and custom carriers"): every carrier
 * code a confirmation may name, in code order, for warehouse keys as for staff. One answer: the list is
 * a few hundred entries.
 */
export async function tplCarrierRoutes(app: App, { db }: Deps): Promise<void> {
  app.get(
    '/carriers.json',
    {
      config: { auth: 'warehouse' },
      schema: {
        tags: ['3pl: carriers'],
        summary: 'The carrier codes a confirmation may name, with their tracking URL templates',
        response: { 200: Type.Array(CarrierEntry), 401: Problem, 403: Problem, 429: Problem },
      },
    },
    async () => (await allCarriers(db)).map((c) => ({ code: c.code, name: c.name, tracking_url_template: c.tracking_url_template, scac: c.scac })),
  );
}
