// A storefront project outside the repository that installs one package from its tarball, as a new
// user would: no workspace, no `source` condition, only what the package declares. The install is
// isolated (npm's linked strategy, like pnpm): a package sees its own dependencies and nothing
// hoisted from another's, so an undeclared import fails here as it would for some consumer.
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import type { Packed } from "./pack.ts"
import { run } from "./run-command.ts"
import { REPO_ROOT, readManifest } from "./workspaces.ts"

/** An installed consumer project: its folder and the packages it depends on directly. */
export interface Consumer {
  readonly dir: string
  readonly packed: Packed
  /** The package under test, the `@vitrine` packages it depends on, and their peers. */
  readonly direct: readonly string[]
}

/**
 * The package and every `@vitrine` package it needs, transitively (the ones packed beside it).
 *
 * @example
 * closure(postgres, packedByName).map((p) => p.workspace.manifest.name) // [adapter-postgres, core]
 */
export const closure = (packed: Packed, byName: ReadonlyMap<string, Packed>): Packed[] => {
  const found = new Map<string, Packed>()
  const visit = (current: Packed): void => {
    const { name, dependencies = {}, peerDependencies = {} } = current.workspace.manifest
    if (found.has(name)) return
    found.set(name, current)
    for (const dependency of [...Object.keys(dependencies), ...Object.keys(peerDependencies)]) {
      const ours = byName.get(dependency)
      if (ours) visit(ours)
    }
  }
  visit(packed)
  return [...found.values()]
}

/** The peers the closure declares that are not ours (`effect`, `react`…), with the ranges declared. */
const peersOf = (packages: readonly Packed[], byName: ReadonlyMap<string, Packed>) => {
  const peers: Record<string, string> = {}
  for (const { workspace } of packages)
    for (const [name, range] of Object.entries(workspace.manifest.peerDependencies ?? {}))
      if (!byName.has(name) && !(name in peers)) peers[name] = range
  return peers
}

// The consumer's own type definitions for Node, at the version the workspace installed (from npm's cache).
const typesNodeVersion = () => readManifest(join(REPO_ROOT, "node_modules/@types/node")).version

/**
 * Creates `<root>/<slug>` with a package.json naming the tarballs and peers, and installs it from
 * the npm registry through the machine's npm cache. `@vitrine` packages are pinned to the local
 * tarballs with `overrides`, so nothing of ours ever comes from the registry.
 *
 * @example
 * const consumer = await installConsumer(tmp, packedCore, packedByName)
 */
export const installConsumer = async (
  root: string,
  packed: Packed,
  byName: ReadonlyMap<string, Packed>,
): Promise<Consumer> => {
  const ours = closure(packed, byName)
  const tarballs = Object.fromEntries(ours.map((p) => [p.workspace.manifest.name, `file:${p.tarball}`]))
  const peers = peersOf(ours, byName)
  const dir = join(root, packed.workspace.manifest.name.replace(/^@/, "").replace("/", "-"))
  mkdirSync(dir, { recursive: true })
  const manifest = {
    name: "storefront",
    private: true,
    type: "module",
    dependencies: { ...tarballs, ...peers },
    devDependencies: { "@types/node": typesNodeVersion() },
    overrides: tarballs,
  }
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`)
  await run(
    "npm",
    [
      "install",
      "--install-strategy=linked",
      "--prefer-offline",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
    ],
    { cwd: dir },
  )
  return { dir, packed, direct: [...Object.keys(tarballs), ...Object.keys(peers)] }
}
