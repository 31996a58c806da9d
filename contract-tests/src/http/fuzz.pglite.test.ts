import { fuzzPglite } from "./fuzz/database.ts"
import { onePageBuild } from "./fuzz/web-build.ts"
import { fuzzApi, startFuzzStore } from "./fuzz.spec.ts"

fuzzApi("PGlite", await startFuzzStore(await fuzzPglite(), onePageBuild()))
