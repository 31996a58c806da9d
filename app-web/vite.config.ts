import { resolve } from "node:path"
import react from "@vitejs/plugin-react"
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite"
import { initialChunks, lazyPartPreloads } from "./vite-plugins/entry-chunks.ts"
import { firstLoadSize } from "./vite-plugins/first-load-size.ts"
import { inlineStylesheet } from "./vite-plugins/inline-stylesheet.ts"
import { lowPriorityScripts } from "./vite-plugins/low-priority-scripts.ts"
import { precompress } from "./vite-plugins/precompress.ts"
import { preloadOnDemand } from "./vite-plugins/preload-on-demand.ts"
import { regionSubdivisions } from "./vite-plugins/region-subdivisions.ts"

const server = "http://localhost:3000"

// Workspace packages resolve to their TypeScript sources ("source" condition), so the app builds
// core and the HTTP client as written, and tree-shakes them module by module. `npm run build` makes
// the browser's build in dist/, then the server's render of the same app (src/entry-server.tsx) in
// dist/server/, where app-server loads it; React and Effect stay the server's own node_modules.
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [
    react(),
    // The product page is an island page: what it loads first is the islands entry and its imports.
    firstLoadSize({ page: "product page", entryModule: "/src/islands.tsx" }),
    inlineStylesheet(),
    lowPriorityScripts(),
    precompress(),
    preloadOnDemand(),
    regionSubdivisions(),
  ],
  resolve: { conditions: ["source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["source", ...defaultServerConditions], externalConditions: ["source"] } },
  // Every browser the store supports preloads modules itself: no polyfill in the first load. The
  // first-load chunk carries no preload lists for its lazy parts (see lazyPartPreloads).
  build: {
    outDir: "dist",
    emptyOutDir: true,
    modulePreload: { polyfill: false, resolveDependencies: lazyPartPreloads },

    // What a page loads first is one chunk besides its entry's (see vite-plugins/entry-chunks.ts): a
    // dozen small shared chunks would each cost a request and their own gzip overhead. Only in the browser's
    // build: the server's entry awaits its lazy parts at the top level, and a part's chunk that
    // imported that same merged chunk back would wait on it forever (Node reports an unsettled
    // top-level await and `npm start` exits; app-server's processes test starts main.ts for real).
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            // Two shells: the whole app (index.html, main.tsx) and the island pages' (islands.html,
            // islands.tsx), which the server picks by page (entry-server.tsx's shellOf).
            input: { index: "index.html", islands: "islands.html" },
            // What the island page loads first (React, the islands and what they share with the app)
            // is one chunk, which the app loads too; the app's own frame and pages another.
            output: {
              codeSplitting: {
                groups: initialChunks({
                  islands: resolve(import.meta.dirname, "src/islands.tsx"),
                  app: resolve(import.meta.dirname, "src/main.tsx"),
                }),
              },
            },
          },
        }),
  },
  server: { proxy: { "/api": server, "/images": server } },
}))
