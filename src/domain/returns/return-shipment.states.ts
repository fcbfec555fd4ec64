import type { ReturnShipmentState } from '../../db/schema.ts';

/**
 * The customer return shipment state machine (seed 3.2, CONTRACT 6), as data: `pending` is new,
 * `open` acknowledged by the warehouse, `done` received. Acknowledging is optional, so a receipt is
 * accepted from both `pending` and `open`.
 */
export const returnShipmentTransitions: Readonly<Record<ReturnShipmentState, readonly ReturnShipmentState[]>> = {
  pending: ['open', 'done'],
  open: ['done'],
  done: [],
};

/** The states a receipt is accepted from, read off the state machine (pending and open). */
export const RECEIVABLE_STATES = (Object.keys(returnShipmentTransitions) as ReturnShipmentState[])
  .filter((state) => returnShipmentTransitions[state].includes('done'));
