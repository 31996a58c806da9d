import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { extname, join } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import type { Plugin } from "vite"

/** The build's files worth compressing: text a browser downloads (images here are SVG). */
const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".html", ".txt", ".xml"])

/**
 * What a compressed answer adds to its headers (`Content-Encoding: br`): a copy that saves no more
 * than this is not written. Every byte counts for small files too, as each one carries its own
 * headers: a 900-byte entry chunk goes as 500 bytes in brotli.
 */
const ENCODING_HEADER_BYTES = 24

/**
 * A build plugin that writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside
 * each compressible file of `dist/assets`, once, at build time: the server sends them as they are
 * (`app-server/src/assets.ts`) instead of compressing the same immutable file on every request,
 * and at a quality too slow to reach on the fly.
 *
 * @example
 * plugins: [precompress()]
 */
export const precompress = (): Plugin => {
  let outDir = "dist"
  // The server-rendering build has no assets a browser downloads.
  let isSsr = false
  return {
    name: "vitrine:precompress",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
      isSsr = Boolean(config.build.ssr)
    },
    writeBundle() {
      if (!isSsr) precompressDir(join(outDir, "assets"))
    },
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir`, each where it is smaller
 * than the file by more than the header that says so.
 *
 * @example
 * precompressDir("app-web/dist/assets")
 */
export const precompressDir = (dir: string): void => {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name)
    if (!COMPRESSIBLE.has(extname(name)) || !statSync(file).isFile()) continue
    const content = readFileSync(file)
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    })
    const gzip = gzipSync(content, { level: 9 })
    const saves = (copy: Buffer) => content.byteLength - copy.byteLength > ENCODING_HEADER_BYTES
    if (saves(brotli)) writeFileSync(`${file}.br`, brotli)
    if (saves(gzip)) writeFileSync(`${file}.gz`, gzip)
  }
}
