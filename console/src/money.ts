// Amounts as the console shows them: the API answers decimal strings, and the currency apart (an order's
// own, or for a product's prices the merchant's, from the settings).
import { useEffect, useState } from 'react';
import type { DocksideClient } from '@dockside/client';

/** The merchant's currency (`GET /api/v1/settings`), in which product prices are kept; null until read or when unreadable. */
export function useCurrency(client: DocksideClient): string | null {
  const [currency, setCurrency] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    client.GET('/api/v1/settings').then(
      ({ data }) => {
        if (current) setCurrency(data?.currency ?? null);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client]);
  return currency;
}

/** An amount with its currency (`12.50 USD`), or a dash when there is none. */
export function money(amount: string | null | undefined, currency: string | null): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  return currency ? `${amount} ${currency}` : amount;
}
