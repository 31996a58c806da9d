// What the global setup hands the test files through Vitest's `provide`/`inject`. Imported for its
// types by both sides, so every program that type-checks one of them knows the keys.
declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a dump of a migrated PGlite database; see `pgliteOptions`. */
    pgliteDump: string
    /** The run's own database on the Postgres server, or null when DATABASE_URL is unset. */
    databaseUrl: string | null
  }
}

export {}
