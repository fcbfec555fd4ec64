// The records several pages look up to name what they show (partners, channels), read whole through
// useLookup, and how they are named. Pages import these from here, never from one another.
import type { DocksideClient } from '@dockside/client';
import { useLookup, type Lookup } from './paged-list.ts';

/** A 3PL partner as GET /api/v1/partners lists it. */
export type Partner = { id: number; code: string | null; name: string; warehouses: string[] };
/** A sales channel, as far as other pages name it. */
export type Channel = { id: number; code: string; name: string };

/** A partner as people name it: its name, and its code when it has one. */
export function partnerLabel(partner: Pick<Partner, 'name' | 'code'>): string {
  return `${partner.name}${partner.code ? ` (${partner.code})` : ''}`;
}

/** Every partner, each with the warehouses it runs. */
export function usePartners(client: DocksideClient): Lookup<Partner> {
  return useLookup<Partner>(client, '/api/v1/partners');
}

/** Every sales channel. */
export function useChannels(client: DocksideClient): Lookup<Channel> {
  return useLookup<Channel>(client, '/api/v1/channels');
}

export type Owners = { partners: Partner[]; channels: Channel[]; error: string | null };

/** The partners and channels webhook endpoints belong to, for naming them; `error` when either could not be read. */
export function useOwners(client: DocksideClient): Owners {
  const partners = usePartners(client);
  const channels = useChannels(client);
  return { partners: partners.rows, channels: channels.rows, error: partners.error ?? channels.error };
}
