// One browser build of a one-file entry, as a storefront's Vite (Rolldown) build would make it,
// from the packages' TypeScript sources: what the bundle-size checks measure.
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"
import { build, defaultClientConditions, type Plugin } from "vite"

/** One JavaScript chunk of a build: whether a page loads it first, and its code. */
export interface BuiltChunk {
  readonly fileName: string
  readonly isEntry: boolean
  readonly code: string
}

const ENTRY_ID = "vitrine:bundle-size-entry"
const RESOLVED_ENTRY = `\0${ENTRY_ID}`

/**
 * Builds `source` (an ES module importing workspace packages) for browsers, minified, and returns
 * its JavaScript chunks.
 *
 * @example
 * const chunks = await browserBundle(`import { formatMoney } from "@vitrine/core/money"; …`)
 */
export const browserBundle = async (source: string): Promise<readonly BuiltChunk[]> => {
  const entry: Plugin = {
    name: "vitrine:bundle-size-entry",
    resolveId: (id) => (id === ENTRY_ID ? RESOLVED_ENTRY : undefined),
    load: (id) => (id === RESOLVED_ENTRY ? source : undefined),
  }
  const result = await build({
    configFile: false,
    logLevel: "silent",
    root: fileURLToPath(new URL("..", import.meta.url)),
    plugins: [entry],
    resolve: { conditions: ["source", ...defaultClientConditions] },
    build: { write: false, modulePreload: false, rollupOptions: { input: ENTRY_ID } },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap(
    (bundle) =>
      (
        bundle as {
          output: ReadonlyArray<{ type: string; fileName: string; code?: string; isEntry?: boolean }>
        }
      ).output,
  )
  return outputs.flatMap((file) =>
    file.type === "chunk" && file.code !== undefined
      ? [{ fileName: file.fileName, isEntry: file.isEntry === true, code: file.code }]
      : [],
  )
}

/**
 * The raw and gzip bytes of some chunks, added up.
 *
 * @example
 * sizeOf(chunks) // { rawBytes: 12_288, gzipBytes: 4_096 }
 */
export const sizeOf = (chunks: readonly BuiltChunk[]): { rawBytes: number; gzipBytes: number } => ({
  rawBytes: chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk.code), 0),
  gzipBytes: chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code).byteLength, 0),
})
