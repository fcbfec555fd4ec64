import type { Db } from '../../db/connect.ts';
import { sealedKeyId, type Keyring } from '../secrets/keyring.ts';
import { createKeyFile, readKeyring, type KeySource } from '../secrets/master-key.ts';
import { claimSealingKey, recordedSealingKey, recordSealingKey } from '../secrets/sealing-key.repo.ts';

// Bound to every sealed signing secret: a value sealed for another use does not open as one.
const PURPOSE = 'webhook signing secret';

/** A signing secret as it is stored: sealed under the current master key. */
export function sealSigningSecret(keyring: Keyring, secret: string): string {
  return keyring.seal(PURPOSE, secret);
}

/** A stored signing secret opened for signing; throws when the keyring cannot open it. */
export function openSigningSecret(keyring: Keyring, stored: string): string {
  return keyring.open(PURPOSE, stored);
}

/** What the stored signing secrets are sealed under: a count per master key id, and how many are in clear. */
export type SealingCensus = { byKey: Record<string, number>; inClear: number };

export async function sealingCensus(db: Db): Promise<SealingCensus> {
  const rows = await db.selectFrom('webhook_endpoints').select(['secret', 'previous_secret']).execute();
  const census: SealingCensus = { byKey: {}, inClear: 0 };
  for (const value of rows.flatMap((r) => [r.secret, r.previous_secret])) {
    if (value === null) continue;
    const id = sealedKeyId(value);
    if (id === null) census.inClear++;
    else census.byKey[id] = (census.byKey[id] ?? 0) + 1;
  }
  return census;
}

/**
 * The master keys of a starting process (docs/operations.md "Master key"), checked against the database:
 * the key file is created on the first start of a database that holds nothing sealed; a process whose
 * keys cannot open what the database holds is refused with the reason, before it seals anything the
 * others could not open. Then every secret not sealed under the current key (stored in clear by an
 * earlier version, or under the key a rotation replaced) is sealed under it.
 */
export async function openKeyring(db: Db, source: KeySource): Promise<{ keyring: Keyring; created: boolean; resealed: number }> {
  let keyring = readKeyring(source);
  let recorded = await recordedSealingKey(db);
  const census = await sealingCensus(db);
  const created = keyring === null;
  if (keyring === null) {
    const sealedUnder = recorded ?? Object.keys(census.byKey)[0];
    if (sealedUnder !== undefined) {
      throw new Error(
        `this database's webhook secrets are sealed under master key ${sealedUnder}, and no master key was given: set DOCKSIDE_MASTER_KEY or restore the key file ${source.file} (docs/operations.md "Master key")`,
      );
    }
    keyring = createKeyFile(source.file);
  }
  recorded ??= await claimSealingKey(db, keyring.currentId);
  const foreign = [recorded, ...Object.keys(census.byKey)].filter((id) => !keyring.holds(id));
  if (foreign.length > 0) {
    throw new Error(
      `this database's webhook secrets are sealed under master key ${[...new Set(foreign)].join(', ')}, which ${keyring.source} does not hold (it holds ${keyring.ids.join(', ')}): give every process the same master key (docs/operations.md "Master key")`,
    );
  }
  const resealed = await resealSecrets(db, keyring);
  if (recorded !== keyring.currentId) await recordSealingKey(db, keyring.currentId);
  return { keyring, created, resealed };
}

/**
 * Seals every stored signing secret that is not sealed under the current key: those in clear and those
 * under an earlier key. Each row changes only if it still holds what was read, so a rotation of the
 * secret at the same moment is never overwritten. Answers how many values were sealed again.
 */
export async function resealSecrets(db: Db, keyring: Keyring): Promise<number> {
  const current = keyring.currentId;
  const rows = await db.selectFrom('webhook_endpoints').select(['id', 'secret', 'previous_secret']).execute();
  let resealed = 0;
  for (const row of rows) {
    const secret = underCurrentKey(keyring, current, row.secret);
    const previous = row.previous_secret === null ? null : underCurrentKey(keyring, current, row.previous_secret);
    if (secret === row.secret && previous === row.previous_secret) continue;
    const result = await db
      .updateTable('webhook_endpoints')
      .set({ secret, previous_secret: previous })
      .where('id', '=', row.id)
      .where('secret', '=', row.secret)
      .where('previous_secret', row.previous_secret === null ? 'is' : '=', row.previous_secret)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) resealed += Number(secret !== row.secret) + Number(previous !== row.previous_secret);
  }
  return resealed;
}

/** One stored value sealed under the current key: as it is when it already is. */
function underCurrentKey(keyring: Keyring, current: string, stored: string): string {
  const id = sealedKeyId(stored);
  if (id === current) return stored;
  return sealSigningSecret(keyring, id === null ? stored : openSigningSecret(keyring, stored));
}
