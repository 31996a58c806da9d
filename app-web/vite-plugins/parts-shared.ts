import { type ModuleFacts, type ModuleGraph, modulesUsedFrom } from "./used-modules.ts"

/** The module graph as the chunking functions read it: `ModuleGraph` with each module's lazy imports. */
export interface ChunkingGraph extends ModuleGraph {
  getModuleInfo(
    moduleId: string,
  ): (ModuleFacts & { readonly dynamicallyImportedIds: readonly string[] }) | null
}

/**
 * The modules the lazy parts of `loaded` use (and the parts those import lazily in turn) that
 * `alsoUsed` uses too, and the store's own modules that two parts `loaded` imports use (a price's
 * markup, used by the one-time price and the pay-later line): each set of those would otherwise be
 * a small chunk of its own, a request for a few hundred bytes. Not a module that would bring a
 * library along that `loaded` does not have (Effect's Schema through a form's rules).
 *
 * @example
 * sharedWithParts(modulesUsedFrom(islands, graph), modulesUsedFrom(app, graph), graph)
 */
export const sharedWithParts = (
  loaded: ReadonlySet<string>,
  alsoUsed: ReadonlySet<string>,
  graph: ChunkingGraph,
): ReadonlySet<string> => {
  const shared = new Set<string>()
  const parts = new Set<string>()
  const direct = [...loaded].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
  const users = new Map<string, number>()
  for (const part of new Set(direct))
    for (const id of modulesUsedFrom(part, graph)) users.set(id, (users.get(id) ?? 0) + 1)
  const queue = [...direct]
  for (let part = queue.pop(); part !== undefined; part = queue.pop()) {
    if (parts.has(part)) continue
    parts.add(part)
    for (const id of modulesUsedFrom(part, graph)) {
      if (alsoUsed.has(id)) shared.add(id)
      queue.push(...(graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []))
    }
  }
  const bringsNoLibrary = (id: string) =>
    [...modulesUsedFrom(id, graph)].every((used) => loaded.has(used) || !LIBRARY.test(used))
  for (const [id, count] of users)
    if (count > 1 && !loaded.has(id) && !LIBRARY.test(id) && !id.startsWith("\0") && bringsNoLibrary(id))
      shared.add(id)
  return shared
}

/** A library's module, not the store's own code. */
const LIBRARY = /[\\/]node_modules[\\/]/
