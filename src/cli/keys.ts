import { parseArgs } from 'node:util';
import type { Db } from '../db/connect.ts';
import { insertApiKey, markApiKeyRevoked } from '../domain/partners/api-keys.repo.ts';
import { idFromText, resolveRef } from '../domain/shared/refs.ts';

const USAGE = 'usage: dockside keys create --role staff|viewer|warehouse [--partner ID|CODE] [--name TEXT] | keys revoke ID | keys list\n';

/** `dockside keys create|revoke|list`. Returns the exit code: 0 done, 1 failed, 2 usage error. */
export async function keysCommand(db: Db, args: string[]): Promise<number> {
  const [action, ...rest] = args;
  if (action === 'create') return createKey(db, rest);
  if (action === 'revoke') return revokeKey(db, rest);
  if (action === 'list') return listKeys(db);
  process.stderr.write(USAGE);
  return 2;
}

type CreateFlags = { role?: string; partner?: string; name?: string };

/** The flags of `keys create`, or null (after printing why) when they do not parse. */
function createFlags(args: string[]): CreateFlags | null {
  try {
    return parseArgs({
      args,
      options: { role: { type: 'string' }, partner: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}`);
    return null;
  }
}

async function createKey(db: Db, args: string[]): Promise<number> {
  const values = createFlags(args);
  if (!values) return 2;
  if (values.role !== 'staff' && values.role !== 'viewer' && values.role !== 'warehouse') {
    process.stderr.write('--role must be one of staff, viewer, warehouse\n');
    return 2;
  }
  if (values.role === 'warehouse' && !values.partner) {
    process.stderr.write('a warehouse key belongs to a partner: pass --partner ID|CODE\n');
    return 2;
  }
  if (values.role !== 'warehouse' && values.partner) {
    process.stderr.write(`a ${values.role} key has no partner\n`);
    return 2;
  }
  let partnerId: number | null = null;
  if (values.partner) {
    const ref = idFromText(values.partner) ?? values.partner;
    try {
      partnerId = await resolveRef(db, 'partners', ref, '/partner');
    } catch {
      process.stderr.write(`partner "${values.partner}" does not exist\n`);
      return 1;
    }
  }
  const created = await insertApiKey(db, { role: values.role, partnerId, name: values.name ?? null });
  process.stdout.write(`created ${values.role} key ${created.id} (shown only once):\n${created.key}\n`);
  return 0;
}

async function revokeKey(db: Db, args: string[]): Promise<number> {
  const id = Number(args[0]);
  if (!Number.isInteger(id) || id <= 0) {
    process.stderr.write('usage: dockside keys revoke ID\n');
    return 2;
  }
  if (!(await markApiKeyRevoked(db, id))) {
    process.stderr.write(`no active key with id ${id}\n`);
    return 1;
  }
  process.stdout.write(`revoked key ${id}\n`);
  return 0;
}

async function listKeys(db: Db): Promise<number> {
  const rows = await db
    .selectFrom('api_keys')
    .select(['id', 'prefix', 'role', 'partner_id', 'name', 'created_at', 'last_used_at', 'revoked_at'])
    .orderBy('id')
    .execute();
  for (const row of rows) process.stdout.write(`${JSON.stringify(row)}\n`);
  return 0;
}
