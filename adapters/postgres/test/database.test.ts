import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it, layer } from "@effect/vitest"
import { Catalog, CatalogEditor } from "@vitrine/core/catalog"
import { Effect, Exit, Layer, Option, Schema } from "effect"
import type { Knex } from "knex"
import { pgliteOptions } from "../../../contract-tests/src/setup/database.ts"
import { aProduct } from "../../../contract-tests/src/setup/fixtures.ts"
import { databaseLayer } from "../src/database.ts"
import { postgresLayer } from "../src/index.ts"
import { query, queryBehind } from "../src/query.ts"
import { transactionally } from "../src/session.ts"

const Row = Schema.Struct({ id: Schema.String })
const insertCart = (id: string) => (knex: Knex) =>
  knex("carts").insert({ id, website_id: "w", created: new Date(0).toISOString(), currency: "USD" })
const cartIds = (id: string) => query(Row, (knex) => knex("carts").select("id").where({ id }))

describe("PGlite in a data folder", () => {
  it.effect("keeps its data across restarts; a dump only seeds a folder that holds no database yet", () =>
    Effect.gen(function* () {
      const folder = yield* Effect.promise(() => mkdtemp(join(tmpdir(), "vitrine-pglite-")))
      const options = { ...(yield* Effect.promise(pgliteOptions)), dataDir: join(folder, "nested", "data") }
      const product = aProduct()
      const onFolder = <A, E>(effect: Effect.Effect<A, E, Catalog | CatalogEditor>) =>
        Effect.provide(effect, Layer.fresh(postgresLayer(options)))
      yield* onFolder(CatalogEditor.use((editor) => editor.save(product)))
      const found = yield* onFolder(Catalog.use((catalog) => catalog.find(product.id)))
      assert.deepStrictEqual(found, Option.some(product))
      yield* Effect.promise(() => rm(folder, { recursive: true, force: true }))
    }),
  )
})

layer(Layer.unwrap(Effect.map(Effect.promise(pgliteOptions), databaseLayer)))("query", (it) => {
  it.effect("maps a unique violation to ConstraintViolation with its reason and constraint", () =>
    Effect.gen(function* () {
      const id = crypto.randomUUID()
      yield* query(Row, insertCart(id))
      const error = yield* Effect.flip(query(Row, insertCart(id)))
      assert.strictEqual(error._tag, "ConstraintViolation")
      assert.strictEqual(error.reason, "unique")
      assert.strictEqual(error.constraint, "carts_pkey")
    }),
  )

  it.effect("makes a statement error that is no constraint (bad SQL) a defect", () =>
    Effect.gen(function* () {
      const exit = yield* Effect.exit(query(Row, (knex) => knex.raw("SELECT id FROM no_such_table")))
      assert.isTrue(Exit.hasDies(exit))
    }),
  )

  it.effect("makes a row that does not decode a defect", () =>
    Effect.gen(function* () {
      const exit = yield* Effect.exit(query(Row, (knex) => knex.raw("SELECT 1 AS id")))
      assert.isTrue(Exit.hasDies(exit))
    }),
  )

  it.effect("a program that carries on after a failed statement is rolled back and dies", () =>
    Effect.gen(function* () {
      const [taken, fresh] = [crypto.randomUUID(), crypto.randomUUID()]
      yield* query(Row, insertCart(taken))
      const exit = yield* Effect.exit(
        transactionally(
          Effect.gen(function* () {
            yield* query(Row, insertCart(fresh))
            yield* Effect.ignore(query(Row, insertCart(taken)))
          }),
        ),
      )
      assert.isTrue(Exit.hasDies(exit))
      assert.deepStrictEqual(yield* cartIds(fresh), [])
    }),
  )

  it.effect("a statement sent without waiting that fails makes the next one die, and nothing lands", () =>
    Effect.gen(function* () {
      const [taken, fresh] = [crypto.randomUUID(), crypto.randomUUID()]
      yield* query(Row, insertCart(taken))
      const exit = yield* Effect.exit(
        transactionally(
          Effect.gen(function* () {
            yield* queryBehind(insertCart(fresh))
            yield* queryBehind(insertCart(taken))
            return yield* cartIds(fresh)
          }),
        ),
      )
      assert.isTrue(Exit.hasDies(exit))
      assert.deepStrictEqual(yield* cartIds(fresh), [])
    }),
  )

  it.effect("a failed statement sent without waiting as the last one fails the COMMIT as a defect", () =>
    Effect.gen(function* () {
      const [taken, fresh] = [crypto.randomUUID(), crypto.randomUUID()]
      yield* query(Row, insertCart(taken))
      const exit = yield* Effect.exit(
        transactionally(Effect.andThen(queryBehind(insertCart(fresh)), queryBehind(insertCart(taken)))),
      )
      assert.isTrue(Exit.hasDies(exit))
      assert.deepStrictEqual(yield* cartIds(fresh), [])
    }),
  )
})
