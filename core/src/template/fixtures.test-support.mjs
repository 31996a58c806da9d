/**
 * Test support (plain JavaScript: it reads files): the engine's own fixtures in ./test. A
 * fixture is a title line, then sections, each starting with a header line `:NAME`:
 *
 *   :TEMPLATE  the template (one trailing newline dropped)
 *   :JSON      the data (default {})
 *   :OUTPUT    the expected output, exactly (one trailing newline dropped)
 *   :PARTIALS  JSON object of partial sources
 *   :INJECT    JSON object of injected values
 *   :OPTIONS   JSON object merged into the render options (limits, enableExpr, timeZone, now…)
 *   :ERRORS    expected errors, one "phase kind" per line, in order (default: none)
 *
 * Types in fixtures.test-support.d.mts.
 */
import fs from "node:fs"

const folder = new URL("test/", import.meta.url)
const dropNewline = (text) => (text.endsWith("\n") ? text.slice(0, -1) : text)
const parseJson = (text, fallback) => (text?.trim() ? JSON.parse(text) : fallback)

const parseFixture = (file, source) => {
  const sections = {}
  let title = ""
  let current
  for (const line of source.split("\n")) {
    const header = /^:([A-Z]+)\s*$/.exec(line)
    if (header) {
      current = []
      sections[header[1]] = current
    } else if (current === undefined) title ||= line.trim()
    else current.push(line)
  }
  const text = (name) => sections[name]?.join("\n")
  return {
    file,
    title: title || file,
    template: dropNewline(text("TEMPLATE") ?? ""),
    json: parseJson(text("JSON"), {}),
    output: dropNewline(text("OUTPUT") ?? ""),
    options: {
      ...parseJson(text("OPTIONS"), {}),
      partials: parseJson(text("PARTIALS"), undefined),
      injects: parseJson(text("INJECT"), undefined),
    },
    errors: (text("ERRORS") ?? "")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  }
}

export const loadFixtures = () =>
  fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".txt"))
    .sort()
    .map((file) => parseFixture(file, fs.readFileSync(new URL(file, folder), "utf8")))
