import type { EventRecord } from './Deliveries.tsx';

/** A field of an event's data, when the data is an object holding it. */
function field(data: unknown, key: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;
}

/** The number of the record an event's data names under `key` (`{"order": {"number": "SO-1001"}}`). */
function numberOf(data: unknown, key: string): string | null {
  const number = field(field(data, key), 'number');
  return typeof number === 'string' ? number : null;
}

/** The console page that shows the record an event is about, when there is one. */
function pageOf(event: EventRecord): string | null {
  const name = event.resource_name;
  switch (event.resource_type) {
    case 'product':
      return name === null ? null : `#/products/${encodeURIComponent(name)}`;
    case 'return_order':
      return name === null ? null : `#/returns/${encodeURIComponent(name)}`;
    case 'customer_return_shipment': {
      const returnOrder = numberOf(event.data, 'return_order');
      return returnOrder === null ? null : `#/returns/${encodeURIComponent(returnOrder)}`;
    }
    case 'purchase_order':
      return name === null ? null : `#/purchase-orders/${encodeURIComponent(name)}`;
    case 'transfer':
      return name === null ? null : `#/transfers/${encodeURIComponent(name)}`;
    case 'supplier_shipment': {
      const order = numberOf(event.data, 'purchase_order');
      if (order !== null) return `#/purchase-orders/${encodeURIComponent(order)}`;
      const transfer = numberOf(event.data, 'transfer');
      return transfer === null ? null : `#/transfers/${encodeURIComponent(transfer)}`;
    }
    case 'customer_shipment': {
      const order = numberOf(event.data, 'order');
      return order === null ? null : `#/orders/${encodeURIComponent(order)}`;
    }
    default:
      return null;
  }
}

/**
 * What an event is about, named as people know the record (`CS-000001`, `MUG`), linked to the page that
 * shows it; a record without a name reads `product #3`.
 */
export function EventSubject({ event }: { event: EventRecord }) {
  const label = event.resource_name ?? `${event.resource_type} #${event.resource_id}`;
  const page = pageOf(event);
  const kind = event.resource_type.replaceAll('_', ' ');
  return (
    <>
      {kind}{' '}
      {page === null ? (
        <span className="mono">{label}</span>
      ) : (
        <a href={page} className="mono">
          {label}
        </a>
      )}
    </>
  );
}
