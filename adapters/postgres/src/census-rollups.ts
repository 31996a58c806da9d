import { Context, Effect, Layer, Schema } from "effect"
import {
  errorRollup,
  hitCountRollups,
  ROLLUP_TABLES,
  sampleRollups,
  uniqueRollup,
} from "./census-rollup-sql.ts"
import { type Database, withDatabase } from "./database.ts"
import { query } from "./query.ts"

/**
 * Maintenance of the census rollups on Postgres. The EventStore keeps them up to date by itself;
 * `rebuild` recomputes them all from the raw tables — after rows were loaded straight into those
 * tables (an import, the benchmark's generated events), or to repair them.
 */
export class CensusRollups extends Context.Service<
  CensusRollups,
  {
    /** Empties every rollup and recomputes it from the raw tables; meant for a quiet database. */
    readonly rebuild: Effect.Effect<void>
  }
>()("@vitrine/adapter-postgres/CensusRollups") {}

// Day registers are the hour registers merged (the maximum rank per register), which reads the
// hour rollup instead of hashing every raw hit a second time.
const REBUILD = [
  `TRUNCATE ${ROLLUP_TABLES.join(", ")}`,
  ...hitCountRollups("census_hits"),
  uniqueRollup("census_unique_hours", "hour", "census_hits"),
  `INSERT INTO census_unique_days (website_id, day, register, rank)
   SELECT website_id, date_trunc('day', hour, 'UTC'), register, max(rank) FROM census_unique_hours GROUP BY 1, 2, 3`,
  errorRollup("census_script_errors"),
  ...sampleRollups("census_samples"),
]

/**
 * CensusRollups on the adapter's database.
 *
 * @example
 * CensusRollups.use((rollups) => rollups.rebuild)
 */
export const censusRollupsLayer = (): Layer.Layer<CensusRollups, never, Database> =>
  Layer.effect(
    CensusRollups,
    withDatabase((provide) =>
      CensusRollups.of({
        rebuild: provide(
          Effect.forEach(REBUILD, (sql) => query(Schema.Unknown, { sql, params: [] }), {
            discard: true,
          }).pipe(Effect.orDie),
        ),
      }),
    ),
  )
