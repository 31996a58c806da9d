import { describe, it } from "vitest"
import { fuzzServerDatabase } from "./fuzz/database.ts"
import { startFuzzStore } from "./fuzz/store.ts"
import { onePageBuild } from "./fuzz/web-build.ts"
import { fuzzApi } from "./fuzz.spec.ts"

// On a database of its own on the server named by DATABASE_URL (CI always sets it).
const database = await fuzzServerDatabase()
if (database !== undefined) fuzzApi("the Postgres server", await startFuzzStore(database, onePageBuild()))
else describe.skip("the fuzz suite on the Postgres server", () => it("needs DATABASE_URL", () => {}))
