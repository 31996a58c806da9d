// .ci/summary.mjs, CI's closing lines: run as CI runs it, on reports written here.
import { execFileSync } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { REPO_ROOT } from "./workspaces.ts"

const dir = mkdtempSync(join(tmpdir(), "summary-"))
const write = (name: string, value: unknown) => {
  writeFileSync(join(dir, name), JSON.stringify(value))
  return join(dir, name)
}
const vitest = (testResults: unknown[], counts: Record<string, number> = {}) =>
  write("vitest.json", {
    numPassedTests: 10,
    numFailedTests: 0,
    numPendingTests: 1,
    numTodoTests: 1,
    testResults,
    ...counts,
  })
const packaging = write("packaging.json", { passed: 36, failed: 0 })
const closing = (...args: string[]) =>
  execFileSync(process.execPath, [join(REPO_ROOT, ".ci/summary.mjs"), ...args], { encoding: "utf8" })
    .trim()
    .split("\n")
    .at(-1)

// Each case starts Node a few times; the shared CI machine can take seconds for that.
describe(".ci/summary.mjs", { timeout: 30_000 }, () => {
  it("adds every part up", () => {
    expect(closing(vitest([]), "0", packaging, "0", "0")).toBe("47 passed, 0 failed, 2 skipped")
  })

  it("counts a test file that failed to load as failed", () => {
    const unloaded = {
      name: "conformance.test.ts",
      status: "failed",
      message: "Cannot find module",
      assertionResults: [],
    }
    expect(closing(vitest([unloaded]), "1", packaging, "0", "0")).toBe(
      "47 passed, 1 failed (incl. 1 file that failed to load), 2 skipped",
    )
  })

  it("never says 0 failed when the runner failed without a report or without a failed test", () => {
    expect(closing(join(dir, "missing.json"), "1", packaging, "0", "0")).toBe(
      "37 passed, 1 failed, 0 skipped",
    )
    expect(closing(vitest([]), "2", packaging, "0", "0")).toBe("47 passed, 1 failed, 2 skipped")
    expect(closing(vitest([]), "0", join(dir, "missing.json"), "1", "0")).toBe(
      "11 passed, 1 failed, 2 skipped",
    )
    expect(closing(vitest([]), "0", packaging, "0", "1")).toBe("46 passed, 1 failed, 2 skipped")
  })
})
