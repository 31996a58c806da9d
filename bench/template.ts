// npm run bench:template: our JSON-Template engine (B) against the reference implementation
// (@squarespace/template-engine, a root devDependency used only by the bench and the differential
// check, A), measured in the same run by our own harness (bench/template/: rounds alternating
// between the engines, ops/s and median, B/A). Workloads and data are in bench/data/jsont; the
// spec-suite workload renders every case of core/conformance/spec. It builds core first: B is the
// built package (core/conformance/jsont-engine.mjs over core/dist), as a consumer would run it.
// Arguments go to bench/template/measure.ts, e.g. `npm run bench:template -- --only expressions --rounds 10`.
import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const build = spawnSync("npm", ["run", "build", "-w", "core"], { cwd: root, stdio: "inherit" })
if (build.status !== 0) process.exit(build.status ?? 1)

const measure = fileURLToPath(new URL("template/measure.ts", import.meta.url))
const run = spawnSync(process.execPath, ["--expose-gc", measure, ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
})
process.exit(run.status ?? 1)
