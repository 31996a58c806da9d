// The repository's workspaces read from the root package.json, so a package added there (React
// bindings, another adapter) is built, packed and tested with no change to this folder.
import { globSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"

/** The fields of a package.json this folder reads. */
export interface Manifest {
  readonly name: string
  readonly version: string
  readonly private?: boolean
  readonly exports?: Record<string, unknown>
  readonly scripts?: Record<string, string>
  readonly dependencies?: Record<string, string>
  readonly peerDependencies?: Record<string, string>
  readonly devDependencies?: Record<string, string>
  readonly [field: string]: unknown
}

/** One workspace: its folder (absolute and as written in the root manifest) and its package.json. */
export interface Workspace {
  readonly dir: string
  readonly path: string
  readonly manifest: Manifest
}

/** The repository root (this file's parent folder). */
export const REPO_ROOT = resolve(import.meta.dirname, "..")

/**
 * Reads a package.json.
 *
 * @example
 * readManifest(join(REPO_ROOT, "core")).name // "@vitrine/core"
 */
export const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest

/**
 * Every workspace of the root package.json (globs expanded), in dependency order: a workspace comes
 * after every workspace it depends on, so building in this order builds core first.
 *
 * @example
 * workspaces().map((w) => w.path) // ["core", "adapters/postgres", …]
 */
export const workspaces = (root: string = REPO_ROOT): Workspace[] => {
  const patterns = (readManifest(root).workspaces ?? []) as string[]
  const found = patterns
    .flatMap((pattern) => globSync(pattern, { cwd: root }).sort())
    .filter((path) => globSync("package.json", { cwd: join(root, path) }).length > 0)
    .map((path) => ({ dir: join(root, path), path, manifest: readManifest(join(root, path)) }))
  return inDependencyOrder(found)
}

/**
 * The workspaces a registry would receive: every one whose package.json is not `"private": true`.
 *
 * @example
 * publishable().map((w) => w.manifest.name) // ["@vitrine/core", "@vitrine/adapter-postgres", …]
 */
export const publishable = (root: string = REPO_ROOT): Workspace[] =>
  workspaces(root).filter((workspace) => workspace.manifest.private !== true)

/** Every package a manifest names, whatever the kind of dependency. */
export const namedPackages = (manifest: Manifest): string[] => [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
  ...Object.keys(manifest.devDependencies ?? {}),
]

const inDependencyOrder = (all: Workspace[]): Workspace[] => {
  const byName = new Map(all.map((workspace) => [workspace.manifest.name, workspace]))
  const ordered: Workspace[] = []
  const visiting = new Set<string>()
  const visit = (workspace: Workspace): void => {
    if (ordered.includes(workspace)) return
    if (visiting.has(workspace.manifest.name))
      throw new Error(`workspace dependency cycle through ${workspace.manifest.name}`)
    visiting.add(workspace.manifest.name)
    for (const name of namedPackages(workspace.manifest)) {
      const dependency = byName.get(name)
      if (dependency) visit(dependency)
    }
    visiting.delete(workspace.manifest.name)
    ordered.push(workspace)
  }
  for (const workspace of all) visit(workspace)
  return ordered
}
