/** A shipment's cancellation request and the warehouse's answer, as its record carries it (null without one). */
export type ShipmentCancellation = { state: 'requested' | 'accepted' | 'rejected'; requested_at: string; reason: string | null; answered_at: string | null };

/** What became of a cancellation request, in words. */
export function cancellationText(c: ShipmentCancellation): string {
  if (c.state === 'requested') return `requested${c.reason ? ` (${c.reason})` : ''}, waiting for the warehouse`;
  if (c.state === 'accepted') return 'accepted by the warehouse: cancelled';
  return c.reason === 'shipped' ? 'rejected: the warehouse shipped it first' : `rejected by the warehouse${c.reason ? `: ${c.reason}` : ''}`;
}
