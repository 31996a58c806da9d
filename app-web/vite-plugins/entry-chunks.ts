/** What the chunking functions are given to read the module graph (rolldown's `ChunkingContext`). */
interface ModuleGraph {
  getModuleInfo(moduleId: string): { readonly importedIds: readonly string[] } | null
}

/** A rolldown `codeSplitting` group whose chunk name is decided module by module. */
interface NamedGroup {
  readonly debugName: string
  readonly name: (moduleId: string, graph: ModuleGraph) => string | null
  readonly tags: Array<"$initial">
  readonly priority: number
}

/**
 * The code-splitting groups of a build with two entries where one page's first load must not carry
 * the other's code: everything the `islands` entry imports statically (React, the island parts and
 * what they share with the app) is one chunk, `index`, which the app's entry loads too; what only
 * the `app` entry imports statically (its frame, router, pages) is a chunk `app` that island pages
 * never load. The entries' own modules stay in their entry chunks (they run when their page loads
 * them, never when another chunk is imported). One chunk each rather than a dozen small shared
 * ones: each would cost a request and its own gzip overhead. The islands' group comes first
 * (priority): a group takes its modules' dependencies with it, and the app's would otherwise take
 * the shared ones.
 *
 * @example
 * codeSplitting: { groups: initialChunks({ islands, app }) }
 */
export const initialChunks = (entries: { readonly islands: string; readonly app: string }): NamedGroup[] => {
  const reachable = new Map<string, ReadonlySet<string>>()
  const staticallyFrom = (entry: string, graph: ModuleGraph): ReadonlySet<string> => {
    const known = reachable.get(entry)
    if (known) return known
    const seen = new Set<string>()
    const queue = [entry]
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue
      seen.add(id)
      queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
    }
    reachable.set(entry, seen)
    return seen
  }
  const isEntry = (moduleId: string) => moduleId === entries.islands || moduleId === entries.app
  return [
    {
      debugName: "islands' first load",
      name: (moduleId, graph) =>
        !isEntry(moduleId) && staticallyFrom(entries.islands, graph).has(moduleId) ? "index" : null,
      tags: ["$initial"],
      priority: 2,
    },
    {
      debugName: "the app's first load",
      name: (moduleId, graph) =>
        !isEntry(moduleId) && staticallyFrom(entries.app, graph).has(moduleId) ? "app" : null,
      tags: ["$initial"],
      priority: 1,
    },
  ]
}
