import { sql } from 'kysely';
import { dbKind, type Db } from '../../db/connect.ts';

/**
 * PostgreSQL: how long, in seconds, the sync horizon (src/domain/shared/list-window.ts) has been held back
 * by the transaction that holds it, or 0 when none does. The horizon is the oldest transaction id still
 * running on the server; a sync answers, and the dispatcher fans out, only what was written below it.
 * Its holder is the running transaction with the oldest id, a session's (`pg_stat_activity`, which
 * lists the sessions of every database of the server) or a prepared one's (`pg_prepared_xacts`); its
 * age is the time since that transaction began. Read-only transactions have no id and hold nothing. A
 * role without `pg_read_all_stats` sees no transaction id of another role's sessions, so their
 * transactions count only with that grant (docs/operations.md "Metrics").
 *
 * SQLite: null. Its horizon is the next value of a clock that the one writer advances inside its own
 * transaction: no other transaction can hold it back.
 */
export async function syncHorizonAge(db: Db): Promise<number | null> {
  if (dbKind(db) !== 'postgres') return null;
  const { rows } = await sql<{ age: number }>`
    select extract(epoch from clock_timestamp() - began)::float8 as age from (
      select xact_start as began, age(backend_xid) as xids from pg_stat_activity where backend_xid is not null
      union all
      select prepared, age(transaction) from pg_prepared_xacts
    ) holders
    order by xids desc
    limit 1`.execute(db);
  const [oldest] = rows;
  return oldest === undefined ? 0 : Math.max(0, oldest.age);
}
