import type { Plugin } from "vite"

/** The module Vite's build adds to every chunk that imports lazily: its `__vitePreload` helper. */
const VITE_PRELOAD_HELPER = "\0vite/preload-helper.js"

/** What the chunks' lazy imports use instead: the helper's work only when there is some to do. */
const PRELOAD_ON_DEMAND = "\0vitrine/preload-on-demand.js"

/**
 * A build plugin that keeps Vite's preload helper (0.7 KB gzip: link elements, CSP nonces, CSS load
 * events) off a page's first load when the page's lazy imports have nothing to preload. Vite wraps
 * every lazy `import()` of the browser's build in `__vitePreload(load, deps)`, and the helper lands
 * in the chunk every page loads first, although the island pages' lazy parts have empty lists
 * (`lazyPartPreloads`). Here the chunks import a three-line stand-in: an empty list runs the
 * import as it is; a list (the app's lazy pages: their shared chunks and stylesheets) imports
 * Vite's helper itself, a chunk of its own (`preload-helper`), once, then preloads the list as Vite
 * does. The cost: the app's first lazy page with a list waits one small request more. A stylesheet
 * the page has inlined (`inlineStylesheet` marks it `<style data-inlined="assets/…css">`) is left off
 * the list: Vite's helper looks only for a `<link>`, and would fetch it again (the first-load
 * stylesheet, 4.7 KB, which every lazy part of `parts-shared` lists as its dependencies' stylesheet).
 *
 * @example
 * plugins: [preloadOnDemand()]
 */
export const preloadOnDemand = (): Plugin => ({
  name: "vitrine:preload-on-demand",
  apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
  resolveId: {
    order: "pre",
    handler(source, importer) {
      if (source !== VITE_PRELOAD_HELPER) return null
      // The helper's own chunk (emitted by the stand-in, no importer) is Vite's.
      return importer === undefined ? null : PRELOAD_ON_DEMAND
    },
  },
  load(id) {
    if (id !== PRELOAD_ON_DEMAND) return null
    const helper = this.emitFile({
      type: "chunk",
      id: VITE_PRELOAD_HELPER,
      name: "preload-helper",
      preserveSignature: "strict",
    })
    return standInCode(`import.meta.ROLLUP_FILE_URL_${helper}`)
  },
})

/**
 * The stand-in module's code, `helperUrl` being an expression for the URL of Vite's helper.
 *
 * @example
 * standInCode("import.meta.ROLLUP_FILE_URL_abc123")
 */
export const standInCode = (helperUrl: string): string =>
  [
    `const helperUrl = ${helperUrl}`,
    `const inlined = (dep) => dep.endsWith(".css") && document.querySelector(\`style[data-inlined="\${dep}"]\`) !== null`,
    `const preloadOnDemand = (load, deps, importerUrl) => {`,
    `  const needed = (deps || []).filter((dep) => !inlined(dep))`,
    `  return needed.length > 0 ? import(helperUrl).then((vite) => vite.__vitePreload(load, needed, importerUrl)) : load()`,
    `}`,
    `export { preloadOnDemand as __vitePreload }`,
  ].join("\n")
