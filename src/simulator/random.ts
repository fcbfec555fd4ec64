import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { mersenne } from 'pure-rand/generator/mersenne';

/**
 * The simulator's only source of chance: a seeded generator (pure-rand's Mersenne Twister, which mixes
 * its seed: xoroshiro128+'s first draws hardly depended on it), so that the same seed over the same
 * records makes the same choices, the same tracking numbers and the same lots.
 */
export class Random {
  readonly #rng: ReturnType<typeof mersenne>;

  constructor(seed: number) {
    this.#rng = mersenne(seed);
  }

  /**
   * The generator of one record's choices (`what` and `id`: the packing of shipment 12), from the run's
   * seed: the same record is packed alike whatever else the run meets and in whatever order, and no two
   * records share their draws, within a run or across runs over the same database.
   */
  static for(seed: number, what: string, id: number): Random {
    let hash = 0x811c9dc5;
    for (const char of `${seed}:${what}:${id}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
    return new Random(hash >>> 0);
  }

  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return uniformInt(this.#rng, min, max);
  }

  /** True with probability `p` (0-1). */
  chance(p: number): boolean {
    return this.int(0, 9_999) < Math.round(p * 10_000);
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  }

  /** `length` decimal digits. */
  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String(this.int(0, 9));
    return out;
  }

  /** `length` characters of capital letters and digits. */
  alphanumeric(length: number): string {
    const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
    let out = '';
    for (let i = 0; i < length; i++) out += chars[this.int(0, chars.length - 1)];
    return out;
  }

  /** A decimal with `places` places from `min` to `max`, as a string. */
  decimal(min: number, max: number, places: number): string {
    const scale = 10 ** places;
    return (this.int(Math.round(min * scale), Math.round(max * scale)) / scale).toFixed(places);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}
