import { assert, describe, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import { serverOptions } from "../../../contract-tests/src/setup/database.ts"
import { databaseLayer } from "../src/database.ts"
import { query } from "../src/query.ts"

const Setting = Schema.Struct({ plan_cache_mode: Schema.String })
const Jit = Schema.Struct({ jit: Schema.String })

describe("statement plans on the Postgres server", () => {
  it.effect.skipIf(serverOptions() === undefined)(
    "plans each named statement once per connection: its connections use generic plans",
    () =>
      query(Setting, { sql: "SHOW plan_cache_mode", params: [] }).pipe(
        Effect.map((rows) => assert.deepStrictEqual(rows, [{ plan_cache_mode: "force_generic_plan" }])),
        Effect.provide(databaseLayer(serverOptions() ?? {})),
      ),
  )

  it.effect.skipIf(serverOptions() === undefined)(
    "never compiles a statement (JIT off): a batch's generic plan may cross jit_above_cost on large tables",
    () =>
      query(Jit, { sql: "SHOW jit", params: [] }).pipe(
        Effect.map((rows) => assert.deepStrictEqual(rows, [{ jit: "off" }])),
        Effect.provide(databaseLayer(serverOptions() ?? {})),
      ),
  )
})
