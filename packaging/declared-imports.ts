// Every package a shipped file imports must be one its manifest declares (a dependency, or a peer
// such as `effect`), read from the files themselves rather than trusted to eyes; the install tests
// then prove the same at run time.
import { readFileSync } from "node:fs"
import { isBuiltin } from "node:module"
import { join } from "node:path"
import { init, parse } from "es-module-lexer"
import type { Packed } from "./pack.ts"

// Packages a package needs that no file names: loaded by name at run time by another dependency.
const LOADED_BY_NAME: Record<string, Record<string, string>> = {
  "@vitrine/adapter-postgres": { pg: 'knex loads the node-postgres driver by name (client: "pg")' },
}

/**
 * The package a bare specifier names.
 *
 * @example
 * packageName("@vitrine/core/money") // "@vitrine/core"
 */
export const packageName = (specifier: string): string =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/")

/** DefinitelyTyped's name for a package's types: `@scope/name` → `@types/scope__name`. */
const typesPackage = (name: string): string => `@types/${name.replace(/^@/, "").replace("/", "__")}`

const importedPackages = (source: string, file: string): Set<string> => {
  const [imports] = parse(source, file)
  const specifiers = imports.flatMap((entry) =>
    typeof entry.specifier === "string" ? [entry.specifier] : [],
  )
  // Declarations also name modules inline, `import("effect/Types").VoidIfEmpty<…>`.
  for (const match of source.matchAll(/import\("([^"]+)"\)/g)) if (match[1]) specifiers.push(match[1])
  return new Set(
    specifiers
      .filter((specifier) => !specifier.startsWith(".") && !specifier.startsWith("/"))
      .filter((specifier) => !isBuiltin(specifier))
      .map(packageName),
  )
}

/**
 * Packages the tarball's JavaScript or declarations import without declaring them, and declared
 * ones nothing uses. Runtime imports need a dependency or peer; declaration imports are also met by
 * the package's `@types/…` there.
 *
 * @example
 * await importProblems(packed) // ["dist/money/model.js (and maybe more) imports effect, which it does not declare"]
 */
export const importProblems = async (packed: Packed): Promise<string[]> => {
  await init
  const { manifest, dir } = packed.workspace
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ])
  const used = new Set(Object.keys(LOADED_BY_NAME[manifest.name] ?? {}))
  const missing = new Map<string, string>()
  for (const file of packed.files.filter((path) => /^dist\/.*\.(js|d\.ts)$/.test(path))) {
    const declaration = file.endsWith(".d.ts")
    for (const name of importedPackages(readFileSync(join(dir, file), "utf8"), file)) {
      if (name === manifest.name) continue
      const types = typesPackage(name)
      if (declared.has(name)) used.add(name)
      if (declaration && declared.has(types)) used.add(types)
      else if (!declared.has(name) && !missing.has(name)) missing.set(name, file)
    }
  }
  return [
    ...[...missing].map(
      ([name, file]) => `${file} (and maybe more) imports ${name}, which it does not declare`,
    ),
    ...[...declared]
      .filter((name) => !used.has(name))
      .map((name) => `declares ${name}, which no shipped file imports`),
  ]
}
