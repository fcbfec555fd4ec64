import type { Db } from '../db/connect.ts';
import { recordEvent, type NewEvent } from '../domain/events/outbox.ts';
import type { Principal } from '../domain/partners/api-keys.repo.ts';

/** How an area opens one record a warehouse acknowledges: the element's answer, and the event of a first acknowledgement. */
type Opening<I, R> = (trx: Db, principal: Principal, input: I, pointer: string) => Promise<{ result: R; event: NewEvent | null }>;

/**
 * One element of an acknowledge.json (docs/3pl-api.md sections 6, 13 and 14), the same story for
 * customer shipments, customer return shipments and supplier shipments: the area opens the record
 * (pending -> open) with the warehouse's reference → the first acknowledgement is announced (a repeat
 * answers the same and announces nothing).
 */
export function acknowledgeWith<I, R>(open: Opening<I, R>): (trx: Db, principal: Principal, input: I, pointer: string) => Promise<R> {
  return async (trx, principal, input, pointer) => {
    const { result, event } = await open(trx, principal, input, pointer);
    if (event) await recordEvent(trx, event);
    return result;
  };
}
