/** SQL on the database under test, beside the server: PGlite's or a node-postgres client's. */
export interface Sql {
  /** One statement, its rows. */
  readonly query: (sql: string) => Promise<{ readonly rows: readonly Record<string, unknown>[] }>
  /** Several statements, for their effect. */
  readonly exec: (sql: string) => Promise<unknown>
}

/** The writes (rows inserted, updated or deleted) committed to each table so far. */
export type Snapshot = Readonly<Record<string, number>>

// Written by the rate limiter for every request, refused or not, off the request: not the store's data.
const UNWATCHED = new Set(["fuzz_journal", "knex_migrations", "knex_migrations_lock", "rate_limits"])

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * A journal of the database's writes: a trigger on every table of the store counts each row
 * inserted, updated or deleted in `fuzz_journal`, in the writing transaction, so only committed
 * writes count. Two equal snapshots mean no row was added, removed or changed in between (finer
 * than row counts, and than checksums, which an update back to the same value escapes), and
 * reading one is a single statement on a table of a few rows whatever the store holds.
 *
 * @example
 * const journal = await installJournal(sql)
 * const before = await journal.snapshot()
 */
export const installJournal = async (sql: Sql): Promise<{ readonly snapshot: () => Promise<Snapshot> }> => {
  const { rows } = await sql.query(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  )
  const tables = rows.map((row) => String(row.table_name)).filter((name) => !UNWATCHED.has(name))
  await sql.exec(`
    create table if not exists fuzz_journal (table_name text primary key, writes bigint not null);
    create or replace function fuzz_note() returns trigger language plpgsql as $$
    begin
      insert into fuzz_journal values (tg_table_name, 1)
        on conflict (table_name) do update set writes = fuzz_journal.writes + 1;
      return null;
    end $$;
    ${tables
      .map(
        (table) =>
          `create or replace trigger fuzz_note after insert or update or delete on ${quoted(table)} for each row execute function fuzz_note();`,
      )
      .join("\n")}
  `)
  return {
    snapshot: async () => {
      const { rows: written } = await sql.query("select table_name, writes from fuzz_journal")
      return Object.fromEntries(written.map((row) => [String(row.table_name), Number(row.writes)]))
    },
  }
}
