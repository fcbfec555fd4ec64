import { type FormEvent, useState } from 'react';
import type { DocksideClient } from '@dockside/client';
import { type Address, addressBody, addressDraft, AddressFields } from './address.tsx';
import { FormActions, useFocusFirstInvalid, useSubmit } from './forms.tsx';
import { Notice } from './notice.tsx';

/**
 * Correcting an open order's shipping address (docs/admin-api.md "Editing an order's address"): the
 * address fieldset of the new-order form, filled with the address as it is, sent whole by PATCH
 * /orders/{id}. The waiting, pending and held shipments go to the new address; once the warehouse has
 * acknowledged a shipment the API refuses, and the refusal says what to do instead. `acknowledged`
 * names the shipments the page knows to be acknowledged: then only that advice is shown.
 */
export function OrderAddressForm({
  client,
  order,
  acknowledged,
  onSaved,
}: {
  client: DocksideClient;
  order: { number: string; shipping_address: Address };
  acknowledged: string[];
  onSaved: (message: string) => Promise<void>;
}) {
  const [draft, setDraft] = useState(() => addressDraft(order.shipping_address));
  const [open, setOpen] = useState(false);
  const { errors, notice, sending, submit, clear } = useSubmit();
  const formRef = useFocusFirstInvalid(errors);

  if (acknowledged.length > 0)
    return (
      <p className="hint">
        The warehouse has acknowledged {acknowledged.join(', ')}, and may be printing the label: the address can no longer be edited here. Cancel the shipment
        and order again with the new address, or ask the warehouse to change it.
      </p>
    );
  if (!open)
    return (
      <p>
        <button
          type="button"
          onClick={() => {
            setDraft(addressDraft(order.shipping_address));
            clear();
            setOpen(true);
          }}
        >
          Edit address
        </button>
      </p>
    );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await submit(() =>
      client.PATCH('/api/v1/orders/{id}', { params: { path: { id: order.number } }, body: { shipping_address: addressBody(draft) ?? {} } }),
    );
    if (!saved) return;
    setOpen(false);
    await onSaved(`Address of ${order.number} saved: its shipments the warehouse has not acknowledged go there.`);
  };

  return (
    <form ref={formRef} className="record-form" aria-label={`Edit the address of ${order.number}`} onSubmit={(event) => void save(event)}>
      <AddressFields legend="Shipping address" id="edit-address" pointer="/shipping_address" draft={draft} errors={errors} onChange={setDraft} />
      <FormActions sending={sending} label="Save address" onCancel={() => setOpen(false)} />
      <Notice message={notice} />
    </form>
  );
}
