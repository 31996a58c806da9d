import { basename } from "node:path"
import { type ChunkingGraph, sharedWithParts } from "./parts-shared.ts"
import { modulesUsedFrom } from "./used-modules.ts"

/** A rolldown `codeSplitting` group whose chunk name is decided module by module. */
interface NamedGroup {
  readonly debugName: string
  readonly name: (moduleId: string, graph: ChunkingGraph) => string | null
  readonly tags?: Array<"$initial">
  readonly priority: number
  readonly includeDependenciesRecursively?: boolean
}

/** The name of the chunk every page loads first (React, the islands and what they share with the app). */
export const FIRST_LOAD_CHUNK = "first-load"

/** The name of the chunk of what the island pages' lazy parts share with the app's first load. */
export const PARTS_SHARED_CHUNK = "parts-shared"

/**
 * The code-splitting groups of a build with two entries where one page's first load must not carry
 * the other's code: everything the `islands` entry imports statically (React, the island parts and
 * what they share with the app) is one chunk, `first-load`, which the app's entry loads too; what only
 * the `app` entry imports statically (its frame, router, pages) is a chunk `app` that island pages
 * never load. The entries' own modules stay in their entry chunks (they run when their page loads
 * them, never when another chunk is imported). One chunk each rather than a dozen small shared
 * ones: each would cost a request and its own gzip overhead. The islands' group comes first
 * (priority): a group takes its modules' dependencies with it, and the app's would otherwise take
 * the shared ones.
 *
 * The islands' group takes only the modules the islands use (`modulesUsedFrom`: an import of
 * `AddToCartButton` from `@vitrine/react`'s index leads to that component's module, not to every
 * module the index re-exports), and not the rest of their dependencies: a module reachable through
 * an index but used only by a lazy part or the app's pages (money formatting, once no island
 * formats on its first render) then stays with them instead of weighing on every island page. A
 * module the islands do use is always in the group, so the first-load chunk never imports the app's
 * (the build's first-load figure lists every chunk a page loads first, and would show it).
 *
 * What the islands' lazy parts (and the parts those import lazily in turn) use that the app's entry
 * uses too (money formatting, the cart indicator's rules, the footer's newsletter form, the HTTP
 * client's requests) is a third chunk, `parts-shared`, between the two: in the app's, an island page
 * would load the whole app's frame for a lazy price (7 KB gzip). The store's modules that two lazy
 * parts share go there too (a price's markup): alone, each such set would be a chunk of a few
 * hundred bytes, with a request's headers (about 1 KB) on top. It takes its modules' dependencies
 * with it (those not in the first load), so it never imports the app's chunk back: chunks that
 * import each other run one before the other's code is defined ("u is not a function", when the
 * app's group left the parts' modules out without their dependencies).
 *
 * @example
 * codeSplitting: { groups: initialChunks({ islands, app }) }
 */
export const initialChunks = (entries: { readonly islands: string; readonly app: string }): NamedGroup[] => {
  let appReaches: ReadonlySet<string> | undefined
  const staticallyFromApp = (graph: ChunkingGraph) => {
    appReaches ??= reachable(entries.app, graph)
    return appReaches
  }
  let islandsUse: ReadonlySet<string> | undefined
  let appUse: ReadonlySet<string> | undefined
  let partsShare: ReadonlySet<string> | undefined
  const usedByIslands = (graph: ChunkingGraph) => {
    islandsUse ??= modulesUsedFrom(entries.islands, graph)
    return islandsUse
  }
  const usedByApp = (graph: ChunkingGraph) => {
    appUse ??= modulesUsedFrom(entries.app, graph)
    return appUse
  }
  const sharedByIslandParts = (graph: ChunkingGraph) => {
    partsShare ??= sharedWithParts(usedByIslands(graph), usedByApp(graph), graph)
    return partsShare
  }
  const isEntry = (moduleId: string) => moduleId === entries.islands || moduleId === entries.app
  return [
    {
      debugName: "islands' first load",
      name: (moduleId, graph) =>
        !isEntry(moduleId) && usedByIslands(graph).has(moduleId) ? FIRST_LOAD_CHUNK : null,
      tags: ["$initial"],
      priority: 3,
      includeDependenciesRecursively: false,
    },
    {
      debugName: "what the islands' lazy parts share with the app",
      name: (moduleId, graph) =>
        !isEntry(moduleId) && sharedByIslandParts(graph).has(moduleId) ? PARTS_SHARED_CHUNK : null,
      priority: 2,
    },
    {
      debugName: "the app's first load",
      name: (moduleId, graph) =>
        !isEntry(moduleId) && staticallyFromApp(graph).has(moduleId) ? "app" : null,
      tags: ["$initial"],
      priority: 1,
    },
  ]
}

/** The modules `entry` imports statically, directly or not. */
const reachable = (entry: string, graph: ChunkingGraph): ReadonlySet<string> => {
  const seen = new Set<string>()
  const queue = [entry]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/**
 * Vite's `build.modulePreload.resolveDependencies`: the chunks to preload with a lazy chunk, as a
 * list of file names written into the importing chunk. A lazy part imported from the first-load chunk,
 * from the islands' entry or from `parts-shared` (which island pages load as their lazy parts
 * hydrate: the floating cart's popover and the consent banner are lazy parts of lazy islands) gets
 * none: its list (hashed names, which do not compress) would weigh on every island page for parts
 * that are not needed to paint (they hydrate over the server's HTML or come on idle or on a click),
 * and a list makes the chunk fetch Vite's preload helper, which fetches the stylesheets listed, the
 * first-load one among them that an island page has inlined already (6 KB over the wire on a product
 * visit). Their own imports are fetched when they run, one round trip later. Lazy chunks imported
 * from elsewhere (the app's pages) keep theirs. Stylesheets are never in `deps`
 * (Vite adds them after), so a lazy part's stylesheet still comes with it.
 *
 * @example
 * build: { modulePreload: { polyfill: false, resolveDependencies: lazyPartPreloads } }
 */
export const lazyPartPreloads = (
  _lazyChunk: string,
  deps: string[],
  context: { readonly hostId: string; readonly hostType: "html" | "js" },
): string[] =>
  context.hostType === "js" &&
  ISLAND_PAGE_CHUNKS.some((name) => basename(context.hostId).startsWith(`${name}-`))
    ? []
    : deps

/** The chunks an island page loads itself: its entry (`islands`), the first-load chunk and `parts-shared`. */
const ISLAND_PAGE_CHUNKS = [FIRST_LOAD_CHUNK, "islands", PARTS_SHARED_CHUNK] as const
