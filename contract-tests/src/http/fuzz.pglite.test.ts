import { fuzzPglite } from "./fuzz/database.ts"
import { startFuzzStore } from "./fuzz/store.ts"
import { onePageBuild } from "./fuzz/web-build.ts"
import { fuzzApi } from "./fuzz.spec.ts"

fuzzApi("PGlite", await startFuzzStore(await fuzzPglite(), onePageBuild()))
