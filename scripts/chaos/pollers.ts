import { setTimeout as sleep } from 'node:timers/promises';
import { present } from '../../src/domain/shared/invariants.ts';
import type { Balancer } from './balancer.ts';

/** The states a warehouse can see, each synced with a token of its own (docs/3pl-api.md "Incremental sync"). */
export const VISIBLE_STATES = ['pending', 'open', 'done', 'cancelled'] as const;
const LIST_PATH = '/services/3pl/v1/customer-shipments.json';
const LIST_ROUTE = `GET ${LIST_PATH}`;
/** Pause between two rounds of a poller. */
const POLL_PAUSE_MS = 400;
/** How long a page of a round is retried while servers are down. */
const ROUND_MS = 30_000;

/** One version of a shipment as a list answered it: `id|state|updated_at`. */
export type Version = string;

type ShipmentRecord = { id: number; state: string; updated_at: string };

function versionOf(record: ShipmentRecord): Version {
  return `${record.id}|${record.state}|${record.updated_at}`;
}

/**
 * A warehouse's poller on one server (and on the others while its own is down): it syncs each visible
 * state of GET /customer-shipments.json with the Sync-Token of its last page, following `Link` to the
 * end, and keeps every version of every shipment it was answered.
 */
export class SyncPoller {
  /** Every version this poller was answered. */
  readonly seen = new Set<Version>();
  /** Rounds where a page had no definitive answer in time (the poll goes on from its last token). */
  failedRounds = 0;
  readonly #balancer: Balancer;
  readonly #server: number;
  readonly #apiKey: string;
  readonly #tokens = new Map<string, string>();

  constructor(balancer: Balancer, server: number, apiKey: string) {
    this.#balancer = balancer;
    this.#server = server;
    this.#apiKey = apiKey;
  }

  /** Polls round after round until `stopped()` says so; each page is retried for up to ROUND_MS. */
  async runUntil(stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      await this.round(Date.now() + ROUND_MS);
      await sleep(POLL_PAUSE_MS);
    }
  }

  /** One sync of every visible state from its last token; a page not answered by `until` ends the round. */
  async round(until: number): Promise<void> {
    for (const state of VISIBLE_STATES) {
      const token = this.#tokens.get(state);
      let path: string | null = `${LIST_PATH}?status=${state}&per_page=250${token ? `&sync_token=${encodeURIComponent(token)}` : ''}`;
      while (path !== null) {
        const answer = await this.#balancer.send({ method: 'GET', path, route: LIST_ROUTE, apiKey: this.#apiKey, prefer: this.#server }, until);
        if (answer === null || answer.status !== 200) {
          this.failedRounds++;
          return;
        }
        for (const record of answer.body as ShipmentRecord[]) this.seen.add(versionOf(record));
        // The token is kept only once its page is read: a round cut short starts again from the last one.
        const next = answer.headers.get('sync-token');
        if (next) this.#tokens.set(state, next);
        path = nextPath(answer.headers.get('link'));
      }
    }
  }

  /** The versions of `finals` this poller was never answered. */
  missing(finals: Set<Version>): Version[] {
    return [...finals].filter((version) => !this.seen.has(version));
  }
}

/** The path and query of a `Link: <...>; rel="next"`, to send to any server; null when there is none. */
function nextPath(link: string | null): string | null {
  const match = link === null ? null : /<([^>]+)>;\s*rel="next"/.exec(link);
  if (!match) return null;
  const url = new URL(present(match[1], 'the target of a Link rel="next"'));
  return `${url.pathname}${url.search}`;
}

/**
 * Every visible shipment as the API holds it now, read with plain listings (no token) page after page:
 * the final version each poller must have seen.
 */
export async function finalVersions(balancer: Balancer, apiKey: string, until: number): Promise<Set<Version>> {
  const finals = new Set<Version>();
  for (const state of VISIBLE_STATES) {
    let path: string | null = `${LIST_PATH}?status=${state}&per_page=250`;
    while (path !== null) {
      const answer = await balancer.send({ method: 'GET', path, route: LIST_ROUTE, apiKey }, until);
      if (answer === null || answer.status !== 200) throw new Error(`listing ${state} shipments answered ${answer?.status ?? 'nothing'}`);
      for (const record of answer.body as ShipmentRecord[]) finals.add(versionOf(record));
      path = nextPath(answer.headers.get('link'));
    }
  }
  return finals;
}
