import { dirname, resolve } from "node:path"
import { parseSync } from "vite"

/** What the chunking functions can read of a module (rolldown's `ModuleInfo`, in part). */
export interface ModuleFacts {
  /** The module's code after the plugins' transforms (TypeScript and JSX gone). */
  readonly code: string | null
  /** Its static imports and re-exports, resolved, in the order they appear. */
  readonly importedIds: readonly string[]
  /** The names it exports, those it re-exports included. */
  readonly exports: readonly string[]
}

/** The module graph as rolldown's `ChunkingContext` gives it. */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): ModuleFacts | null
}

/** Every name of a module (a namespace import, a side-effect import, a module itself). */
const ALL = "*"

/** One static import or re-export of a module: where from, which names (`*`: all of them). */
interface Edge {
  readonly source: string
  readonly names: readonly string[]
  readonly exported?: readonly string[]
}

const edgesOf = (code: string, id: string): { readonly edges: Edge[]; readonly barrel: boolean } => {
  const edges: Edge[] = []
  let barrel = true
  for (const statement of parseSync(id, code).program.body) {
    if (statement.type === "ImportDeclaration") {
      barrel = false
      const names = statement.specifiers.map((specifier) =>
        specifier.type === "ImportSpecifier"
          ? specifier.imported.type === "Identifier"
            ? specifier.imported.name
            : String(specifier.imported.value)
          : specifier.type === "ImportDefaultSpecifier"
            ? "default"
            : ALL,
      )
      edges.push({ source: statement.source.value, names: names.length === 0 ? [ALL] : names })
    } else if (statement.type === "ExportNamedDeclaration" && statement.source) {
      const name = (node: { type: string; name?: string; value?: unknown }) =>
        node.type === "Identifier" ? (node.name ?? "") : String(node.value)
      edges.push({
        source: statement.source.value,
        names: statement.specifiers.map((specifier) => name(specifier.local)),
        exported: statement.specifiers.map((specifier) => name(specifier.exported)),
      })
    } else if (statement.type === "ExportAllDeclaration") {
      edges.push({ source: statement.source.value, names: [ALL], exported: [ALL] })
    } else barrel = false
  }
  return { edges, barrel }
}

/**
 * Where each of a module's import sources resolved to, or undefined when that cannot be told: rolldown
 * lists a module's resolved imports in the order its code names them, then any a plugin added
 * (Vite's preload helper), which `extra` returns. A relative source that does not land where the
 * list says means the two orders differ.
 */
const matchSources = (id: string, sources: readonly string[], importedIds: readonly string[]) => {
  if (sources.length === 0 || sources.length > importedIds.length) return undefined
  const matches = sources.every(
    (source, index) =>
      !source.startsWith(".") || importedIds[index]?.split("?")[0] === resolve(dirname(id), source),
  )
  if (!matches) return undefined
  return {
    resolved: (source: string) => importedIds[sources.indexOf(source)] ?? source,
    extra: importedIds.slice(sources.length),
  }
}

/** The modules and names an index's re-exports lead to for the names asked of it. */
const throughIndex = (
  edges: readonly Edge[],
  names: readonly string[],
  graph: ModuleGraph,
  to: (source: string) => string,
) =>
  names.flatMap((name) =>
    edges.flatMap((edge) => {
      const id = to(edge.source)
      const at = edge.exported?.indexOf(name) ?? -1
      if (name === ALL) return [{ id, names: edge.names }]
      if (at >= 0) return [{ id, names: [edge.names[at] ?? ALL] }]
      if (edge.exported?.[0] === ALL && graph.getModuleInfo(id)?.exports.includes(name))
        return [{ id, names: [name] }]
      return []
    }),
  )

/**
 * The modules an entry needs, following each import for the names it takes: an import of two
 * components from a package's index (a module of re-exports only) leads to those two modules and
 * what they import, not to everything the index re-exports, which Rolldown's own dependency walk
 * (and a plain walk of `importedIds`) would take. Other modules are needed whole, with all they
 * import. Where a module's imports cannot be matched to what they resolved to (no code, a CommonJS
 * `require`), every module it imports counts, as a plain walk would.
 *
 * @example
 * modulesUsedFrom("/app/src/islands.tsx", graph).has("/core/src/money/format.ts")
 */
export const modulesUsedFrom = (entry: string, graph: ModuleGraph): ReadonlySet<string> => {
  const taken = new Map<string, Set<string>>()
  const queue: { id: string; names: readonly string[] }[] = [{ id: entry, names: [ALL] }]
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const known = taken.get(next.id) ?? new Set<string>()
    const fresh = known.has(ALL) ? [] : next.names.filter((name) => !known.has(name))
    if (taken.has(next.id) && fresh.length === 0) continue
    taken.set(next.id, known)
    for (const name of fresh) known.add(name)
    const info = graph.getModuleInfo(next.id)
    if (info === null) continue
    const parsed = info.code === null ? undefined : edgesOf(info.code, next.id)
    const sources = [...new Set(parsed?.edges.map((edge) => edge.source))]
    const match = parsed && matchSources(next.id, sources, info.importedIds)
    if (parsed === undefined || match === undefined) {
      queue.push(...info.importedIds.map((id) => ({ id, names: [ALL] })))
      continue
    }
    queue.push(...match.extra.map((id) => ({ id, names: [ALL] })))
    if (parsed.barrel) queue.push(...throughIndex(parsed.edges, fresh, graph, match.resolved))
    else {
      // A module that runs is needed whole, whichever of its names were asked for.
      known.add(ALL)
      queue.push(...parsed.edges.map((edge) => ({ id: match.resolved(edge.source), names: edge.names })))
    }
  }
  return new Set(taken.keys())
}
