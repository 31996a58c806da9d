// The README's examples, taken from the README itself so the two cannot drift: every fenced block
// opened with ```ts runnable is run in a consumer project. A line `expression // <JSON>` states a
// result, and becomes an assertion of exactly that result.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { packageName } from "./declared-imports.ts"
import { REPO_ROOT } from "./workspaces.ts"

/** One runnable block: where it starts in the README, its code, the packages it imports. */
export interface Example {
  readonly name: string
  readonly line: number
  readonly code: string
  readonly packages: readonly string[]
}

const FENCE = /^```ts runnable\n([\s\S]*?)^```$/gm
const FIXTURES = ["product", "stock", "cart", "alert"] // readme-fixtures.ts
const STATEMENT = /^\s*(import|export|const|let|var|if|for|while|return|await|\/\/)\b/

/**
 * The runnable blocks of a Markdown file (the repository's README by default).
 *
 * @example
 * readmeExamples().map((e) => e.name) // ["readme-example-1", "readme-example-2"]
 */
export const readmeExamples = (file: string = join(REPO_ROOT, "README.md")): Example[] => {
  const markdown = readFileSync(file, "utf8")
  return [...markdown.matchAll(FENCE)].map((match, index) => {
    const code = match[1] ?? ""
    const specifiers = [...code.matchAll(/^import .* from "([^".][^"]*)"/gm)].map((m) => m[1] ?? "")
    return {
      name: `readme-example-${index + 1}`,
      line: markdown.slice(0, match.index).split("\n").length,
      code,
      packages: [...new Set(specifiers.map(packageName))],
    }
  })
}

/** `"$19.99"` → the value; anything that is not JSON (`"a" | "b"`, `e.g. …`) → undefined. */
const statedResult = (comment: string): { value: unknown } | undefined => {
  try {
    return { value: JSON.parse(comment) }
  } catch {
    return undefined
  }
}

const asAssertion = (line: string): string => {
  if (STATEMENT.test(line)) return line
  for (let at = line.indexOf(" // "); at !== -1; at = line.indexOf(" // ", at + 1)) {
    const result = statedResult(line.slice(at + 4).trim())
    if (result) return `assert.deepStrictEqual(${line.slice(0, at).trim()}, ${JSON.stringify(result.value)})`
  }
  return line
}

/**
 * The module a block runs as: the fixtures it uses but does not declare imported, every stated
 * result asserted.
 *
 * @example
 * exampleModule({ code: 'pillCount(120) // "100+"\n', … })
 * // 'import assert from "node:assert/strict"\n…assert.deepStrictEqual(pillCount(120), "100+")'
 */
export const exampleModule = (example: Example): string => {
  const declared = (name: string) =>
    new RegExp(`(import \\{[^}]*\\b${name}\\b|const ${name}\\b)`).test(example.code)
  const given = FIXTURES.filter((name) => new RegExp(`\\b${name}\\b`).test(example.code) && !declared(name))
  return [
    'import assert from "node:assert/strict"',
    ...(given.length > 0 ? [`import { ${given.join(", ")} } from "./readme-fixtures.ts"`] : []),
    ...example.code.split("\n").map(asAssertion),
  ].join("\n")
}

/** The fixtures module's source, copied beside the examples in each consumer project. */
export const fixturesSource = (): string =>
  readFileSync(join(import.meta.dirname, "readme-fixtures.ts"), "utf8")
