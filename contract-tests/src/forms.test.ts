import { describe } from "@effect/vitest"
import { postgresFormsLayer } from "@vitrine/adapter-postgres"
import { memoryFormRepository, memorySpentTokens } from "@vitrine/core/memory"
import { Effect, Layer } from "effect"
import { suite as formRepositorySuite } from "./form-repository.contract.spec.ts"
import { pgliteOptions, serverOptions } from "./setup/database.ts"
import type { SuiteOptions } from "./setup/suite.ts"
import { suite as spentTokensSuite } from "./spent-tokens.contract.spec.ts"

// The forms' and the captcha's storage on the three targets: memory, PGlite, the Postgres server.
// The memory adapters are imported by path until `@vitrine/core/memory` exports them.
const pglite = () => Layer.unwrap(Effect.map(Effect.promise(pgliteOptions), postgresFormsLayer))
const server = () => postgresFormsLayer(serverOptions() ?? {})
const onServer: SuiteOptions = { severalConnections: true, sharedDatabase: true }

formRepositorySuite("memory", memoryFormRepository)
spentTokensSuite("memory", memorySpentTokens)
formRepositorySuite("pglite", pglite)
spentTokensSuite("pglite", pglite)

const absent = serverOptions() === undefined
describe.skipIf(absent)(
  absent ? "Postgres server: skipped, DATABASE_URL is not set" : "Postgres server",
  () => {
    formRepositorySuite("postgres server", server, onServer)
    spentTokensSuite("postgres server", server, onServer)
  },
)
