import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** One 256-bit master key and the id that sealed values name it by. */
export type MasterKey = { id: string; key: Buffer };

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
// A sealed value: `dk1:<key id>:<base64url of iv, ciphertext and tag>`. The key id says which master
// key opens it, so values sealed under an older key stay readable while a rotation is under way.
const SEALED = /^dk1:(mk_[0-9a-f]{16}):([A-Za-z0-9_-]+)$/;

/** The id of a master key: a digest of it, so it names the key without revealing anything of it. */
function keyId(key: Buffer): string {
  return `mk_${createHash('sha256').update('dockside master key id\0').update(key).digest('hex').slice(0, 16)}`;
}

/** A master key from its text form (base64 of 32 random bytes, as `openssl rand -base64 32` prints). */
export function parseMasterKey(text: string, source: string): MasterKey {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, 'base64');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) || key.length !== KEY_BYTES) {
    throw new Error(`${source} must be 32 random bytes in base64 (44 characters, as \`openssl rand -base64 32\` prints)`);
  }
  return { id: keyId(key), key };
}

/** A new random master key in its text form. */
export function generateMasterKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

/** The key id a sealed value names, or null when the value is not sealed (plaintext from before sealing). */
export function sealedKeyId(value: string): string | null {
  return SEALED.exec(value)?.[1] ?? null;
}

/** True when a list of master keys holds one at least, the current one. */
function holdsAKey(keys: MasterKey[]): keys is [MasterKey, ...MasterKey[]] {
  return keys.length > 0;
}

/**
 * The master keys of this process (docs/operations.md "Master key"): the current one seals, every one
 * opens. Values are sealed with AES-256-GCM; `purpose` is bound to the ciphertext as associated data, so
 * a value sealed for one use cannot be passed off as another. A keyring read from a key file reloads it
 * when the file changes (`dockside master-key rotate` while the service runs).
 */
export class Keyring {
  private keys: [MasterKey, ...MasterKey[]];
  /** The keys again when their source changed since the last call, else null. */
  private readonly reload: (() => MasterKey[] | null) | null;
  /** Where the keys come from, for messages: an environment variable or a file path. */
  readonly source: string;

  constructor(keys: MasterKey[], source: string, reload: (() => MasterKey[] | null) | null = null) {
    if (!holdsAKey(keys)) throw new Error('a keyring needs at least one master key');
    this.keys = keys;
    this.source = source;
    this.reload = reload;
  }

  /** The id of the key that seals new values. */
  get currentId(): string {
    return this.refreshed().keys[0].id;
  }

  /** Ids of every key this keyring opens with, the current one first. */
  get ids(): string[] {
    return this.refreshed().keys.map((k) => k.id);
  }

  /** Seals `plaintext` under the current key. */
  seal(purpose: string, plaintext: string): string {
    const current = this.refreshed().keys[0];
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', current.key, iv);
    cipher.setAAD(Buffer.from(purpose));
    const body = Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `dk1:${current.id}:${body.toString('base64url')}`;
  }

  /** Opens a sealed value; throws when it is not one, names a key this keyring lacks, or was altered. */
  open(purpose: string, sealed: string): string {
    const [, id, data] = SEALED.exec(sealed) ?? [];
    if (id === undefined || data === undefined) throw new Error('not a sealed value');
    const master = this.find(id);
    if (!master) throw new Error(`sealed under master key ${id}, which ${this.source} does not hold`);
    const body = Buffer.from(data, 'base64url');
    if (body.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value is truncated');
    const decipher = createDecipheriv('aes-256-gcm', master.key, body.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new Error(`sealed value does not open under master key ${master.id}: altered, or sealed for another use`);
    }
  }

  /** True when this keyring opens values sealed under `id`. */
  holds(id: string): boolean {
    return this.find(id) !== undefined;
  }

  private find(id: string): MasterKey | undefined {
    return this.keys.find((k) => k.id === id) ?? this.refreshed().keys.find((k) => k.id === id);
  }

  /** Takes the keys again from their file when it changed since it was last read. */
  private refreshed(): this {
    const keys = this.reload?.();
    if (keys && holdsAKey(keys)) this.keys = keys;
    return this;
  }
}
