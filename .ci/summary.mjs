// The closing lines of CI: one per part (vitest, the packaging test, the self-contained check) and a
// total. A test file that failed without a failed test in it (it failed to load, or its set-up
// threw) counts as one failure, and so does a part that failed without saying what: the total never
// reads "0 failed" when anything failed.
//
// node .ci/summary.mjs <vitest-json> <vitest-status> <packaging-json> <packaging-status> <self-contained-status>
import { existsSync, readFileSync } from "node:fs"

const [vitestReport, vitestStatus, packagingReport, packagingStatus, selfContainedStatus] =
  process.argv.slice(2)
const read = (file) => (file && existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined)

const vitest = () => {
  const report = read(vitestReport)
  if (!report)
    return { passed: 0, failed: 1, skipped: 0, unloaded: 0, note: `no report; exit ${vitestStatus}` }
  const unloaded = report.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  )
  for (const file of unloaded)
    console.log(`failed to load: ${file.name}: ${(file.message ?? "").split("\n")[0]}`)
  let failed = report.numFailedTests + unloaded.length
  const unexplained = Number(vitestStatus) !== 0 && failed === 0
  if (unexplained) failed = 1
  const note = unexplained ? `exit ${vitestStatus} with no failed test` : ""
  const skipped = report.numPendingTests + report.numTodoTests
  return { passed: report.numPassedTests, failed, skipped, unloaded: unloaded.length, note }
}

const packaging = () => {
  const report = read(packagingReport)
  if (!report)
    return { passed: 0, failed: 1, skipped: 0, unloaded: 0, note: `no report; exit ${packagingStatus}` }
  const unexplained = Number(packagingStatus) !== 0 && report.failed === 0
  const note = unexplained ? `exit ${packagingStatus} with no failed check` : ""
  return { passed: report.passed, failed: unexplained ? 1 : report.failed, skipped: 0, unloaded: 0, note }
}

const selfContained = () => {
  const ok = Number(selfContainedStatus) === 0
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, unloaded: 0, note: "" }
}

const files = (count) => `incl. ${count} ${count === 1 ? "file" : "files"} that failed to load`
const line = ({ passed, failed, skipped, unloaded, note }) => {
  const notes = [unloaded > 0 ? files(unloaded) : "", note].filter(Boolean).join("; ")
  return `${passed} passed, ${failed} failed${notes ? ` (${notes})` : ""}, ${skipped} skipped`
}

const parts = [
  ["tests (npm test)", vitest()],
  ["packaging (npm run test:packaging)", packaging()],
  ["self-contained (.ci/self-contained)", selfContained()],
]
console.log("")
for (const [name, counts] of parts) console.log(`${name}: ${line(counts)}`)
const total = (key) => parts.reduce((sum, [, counts]) => sum + counts[key], 0)
console.log(
  line({
    passed: total("passed"),
    failed: total("failed"),
    skipped: total("skipped"),
    unloaded: total("unloaded"),
  }),
)
