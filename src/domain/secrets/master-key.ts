import { chmodSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateMasterKey, Keyring, parseMasterKey, type MasterKey } from './keyring.ts';

/**
 * Where this process finds its master keys (docs/operations.md "Master key"): DOCKSIDE_MASTER_KEY (with
 * DOCKSIDE_MASTER_KEY_DECRYPT_ONLY during a rotation) when set, else the key file.
 */
export type KeySource = { key: string | undefined; decryptOnly: string[]; file: string };

const FILE_HEADER = [
  '# Dockside master key (docs/operations.md "Master key"): it seals the webhook signing secrets in the',
  '# database. Keep a copy apart from the database backups; without it those secrets cannot be opened.',
  '# The first key seals; any key after it only opens values sealed before a rotation.',
];

/** The keyring of the environment or of the key file; null when neither holds a key. */
export function readKeyring(source: KeySource): Keyring | null {
  if (source.key) {
    const keys = [
      parseMasterKey(source.key, 'DOCKSIDE_MASTER_KEY'),
      ...source.decryptOnly.map((text) => parseMasterKey(text, 'each key of DOCKSIDE_MASTER_KEY_DECRYPT_ONLY')),
    ];
    return new Keyring(keys, 'DOCKSIDE_MASTER_KEY');
  }
  if (source.decryptOnly.length > 0) throw new Error('DOCKSIDE_MASTER_KEY_DECRYPT_ONLY is set without DOCKSIDE_MASTER_KEY');
  const stamp = fileStamp(source.file);
  if (stamp === null) return null;
  return fileKeyring(source.file, stamp);
}

/** Creates the key file with one new key, readable by its owner only; fails when the file exists. */
export function createKeyFile(path: string): Keyring {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, keyFileText([generateMasterKey()]), { mode: 0o600, flag: 'wx' });
  return fileKeyring(path, fileStamp(path)!);
}

/**
 * Puts a new key first in the key file and keeps the earlier ones after it (they still open values
 * sealed under them); the file is replaced whole, so a reader never sees half of it. Answers the keyring.
 */
export function addKeyToFile(path: string): Keyring {
  const earlier = keyLines(readKeyFile(path), path);
  const next = `${path}.new`;
  writeFileSync(next, keyFileText([generateMasterKey(), ...earlier]), { mode: 0o600 });
  chmodSync(next, 0o600);
  renameSync(next, path);
  return fileKeyring(path, fileStamp(path)!);
}

function keyFileText(keys: string[]): string {
  return `${[...FILE_HEADER, ...keys].join('\n')}\n`;
}

/** The key lines of a key file: every line that is neither blank nor a comment. */
function keyLines(text: string, path: string): string[] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (lines.length === 0) throw new Error(`the master key file ${path} holds no key`);
  return lines;
}

function parseKeyFile(path: string): MasterKey[] {
  return keyLines(readKeyFile(path), path).map((line, i) => parseMasterKey(line, `line ${i + 1} of the keys in ${path}`));
}

/** Reads the key file after checking that only its owner can read it (as ssh does for private keys). */
function readKeyFile(path: string): string {
  const mode = statSync(path).mode;
  if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
    throw new Error(`the master key file ${path} is readable by others (mode ${(mode & 0o777).toString(8)}): run chmod 600 ${path}`);
  }
  return readFileSync(path, 'utf8');
}

type Stamp = { mtimeMs: number; size: number; ino: number };

function fileStamp(path: string): Stamp | null {
  try {
    const { mtimeMs, size, ino } = statSync(path);
    return { mtimeMs, size, ino };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A keyring over the key file that takes the keys again whenever the file changes. */
function fileKeyring(path: string, stamp: Stamp): Keyring {
  let seen = stamp;
  const reload = (): MasterKey[] | null => {
    const now = fileStamp(path);
    if (now === null || (now.mtimeMs === seen.mtimeMs && now.size === seen.size && now.ino === seen.ino)) return null;
    seen = now;
    try {
      return parseKeyFile(path);
    } catch {
      return null;
    }
  };
  return new Keyring(parseKeyFile(path), path, reload);
}
