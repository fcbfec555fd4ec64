import { sql, type Kysely } from 'kysely';

/**
 * The hold event takes the name the wire contract gives it: `customer_shipment.on_hold`, after the state the
 * shipment enters (it was `customer_shipment.held` when holds came in with migration 0020). The events
 * recorded under the old name are renamed, and so is the type in every webhook endpoint's list of events
 * (a JSON array of type names), so that an endpoint that chose the hold event keeps hearing it.
 */
const OLD = 'customer_shipment.held';
const NEW = 'customer_shipment.on_hold';

async function rename(db: Kysely<any>, from: string, to: string): Promise<void> {
  await sql`update events set type = ${to} where type = ${from}`.execute(db);
  await sql`update webhook_endpoints set events = replace(events, ${JSON.stringify(from)}, ${JSON.stringify(to)}) where events like ${`%${JSON.stringify(from)}%`}`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await rename(db, OLD, NEW);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rename(db, NEW, OLD);
}
