// npm run bench (template part): our JSON-Template engine against the reference implementation
// (@squarespace/template-engine, a devDependency used only here), measured in the same run by the
// shared harness (../shared/tools/jsont/bench.mjs, rounds alternating between the engines). It builds
// core first: the harness runs the built package (core/conformance/jsont-engine.mjs over core/dist).
// Prints the harness's table, then each workload's ratio in both modes against the goal (≥ 3×).
// Extra arguments go to the harness, e.g. `npm run bench:template -- --only expressions --rounds 10`.
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const GOAL = 3
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
// In CI and in clones the shared folder sits beside the repository.
const shared = path.resolve(process.env.VITRINE_SHARED ?? path.join(root, "..", "shared"))
const tools = path.join(shared, "tools", "jsont")
if (!existsSync(path.join(tools, "bench.mjs"))) {
  console.error(`template bench: no harness at ${tools} (set VITRINE_SHARED to the shared folder)`)
  process.exit(1)
}

const build = spawnSync("npm", ["run", "build", "-w", "core"], { cwd: root, stdio: "inherit" })
if (build.status !== 0) process.exit(build.status ?? 1)

console.log("\nJSON-Template engine: ours (B) against @squarespace/template-engine (A)")
const args = [
  "--expose-gc",
  path.join(tools, "bench.mjs"),
  "--specs",
  path.join(shared, "jsont-spec"),
  "--data",
  path.join(shared, "jsont-bench"),
  "--mode",
  "both",
  ...process.argv.slice(2),
  path.join(tools, "peer-template-engine.mjs"),
  path.join(root, "core", "conformance", "jsont-engine.mjs"),
]
// The reference and @phensley/cldr resolve from the repository's own node_modules.
const run = spawnSync(process.execPath, args, {
  cwd: root,
  env: { ...process.env, JSONT_PEER_DIR: root },
  stdio: ["ignore", "pipe", "inherit"],
  encoding: "utf8",
  maxBuffer: 16 * 1024 * 1024,
})
process.stdout.write(run.stdout ?? "")
if (run.status !== 0) process.exit(run.status ?? 1)

// Rows of the harness's table: "<workload> [<mode>]  A ops/s  A median  B ops/s  B median  B/A  notes".
const rows = [
  ...(run.stdout ?? "").matchAll(/^(\S+) \[(render|execute)\]\s+\S+\s+\S+\s+\S+\s+\S+\s+([\d.]+)x(.*)$/gm),
]
const ratios = new Map<string, Record<string, string>>()
for (const [, workload = "", mode = "", ratio = "", notes = ""] of rows) {
  const entry = ratios.get(workload) ?? {}
  entry[mode] =
    `${ratio}×${Number(ratio) >= GOAL ? "" : " (below goal)"}${notes.includes("DIFFERS") ? " (output differs)" : ""}`
  ratios.set(workload, entry)
}
console.log(`\nratio ours / reference per workload (goal ≥ ${GOAL}× in both modes)`)
for (const [workload, modes] of ratios) {
  console.log(
    `${workload.padEnd(16)} render ${(modes.render ?? "-").padEnd(44)} execute ${modes.execute ?? "-"}`,
  )
}
