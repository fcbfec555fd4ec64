import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { generateMasterKey } from '../domain/secrets/keyring.ts';
import { addKeyToFile, readKeyring, type KeySource } from '../domain/secrets/master-key.ts';
import { recordedSealingKey } from '../domain/secrets/sealing-key.repo.ts';
import { openKeyring, sealingCensus } from '../domain/webhooks/sealed-secrets.ts';

const USAGE = 'usage: dockside master-key status | master-key rotate | master-key generate\n';

/** Where the configuration says the master keys are. */
export function keySource(config: Config): KeySource {
  return { key: config.masterKey, decryptOnly: config.masterKeyDecryptOnly, file: config.masterKeyFile };
}

/**
 * `dockside master-key status|rotate|generate` (docs/operations.md "Master key"). Returns the exit code:
 * 0 done, 1 failed, 2 usage error. `generate` needs no database; the others are given one.
 */
export async function masterKeyCommand(openDb: () => Promise<Db>, config: Config, args: string[]): Promise<number> {
  const [action, ...rest] = args;
  if (rest.length > 0 || action === undefined || !['status', 'rotate', 'generate'].includes(action)) {
    process.stderr.write(USAGE);
    return 2;
  }
  if (action === 'generate') {
    process.stdout.write(`${generateMasterKey()}\n`);
    return 0;
  }
  const db = await openDb();
  try {
    return action === 'status' ? await status(db, keySource(config)) : await rotate(db, keySource(config));
  } finally {
    await db.destroy();
  }
}

/** One JSON object: where the keys come from, their ids, and what the database holds sealed under which. */
async function status(db: Db, source: KeySource): Promise<number> {
  const keyring = readKeyring(source);
  const census = await sealingCensus(db);
  process.stdout.write(
    `${JSON.stringify({
      source: keyring?.source ?? null,
      current: keyring?.currentId ?? null,
      decrypt_only: keyring?.ids.slice(1) ?? [],
      database_key: await recordedSealingKey(db),
      sealed: census.byKey,
      in_clear: census.inClear,
    })}\n`,
  );
  return 0;
}

/**
 * Puts a new key first in the key file, keeps the earlier keys after it, and seals every secret under the
 * new one. A service running on the same file takes the new key at its next use of the keyring.
 */
async function rotate(db: Db, source: KeySource): Promise<number> {
  if (source.key) {
    process.stderr.write('DOCKSIDE_MASTER_KEY is set: rotate it in the environment (docs/operations.md "Master key"), not with this command\n');
    return 1;
  }
  await openKeyring(db, source);
  addKeyToFile(source.file);
  const { keyring, resealed } = await openKeyring(db, source);
  process.stdout.write(`${JSON.stringify({ current: keyring.currentId, decrypt_only: keyring.ids.slice(1), resealed })}\n`);
  return 0;
}
