import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { precompressDir } from "./precompress.ts"

/** A build's assets folder with `files` in it, precompressed. */
const precompressed = (files: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), "vitrine-precompress-"))
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content)
  precompressDir(dir)
  return dir
}

// An entry chunk's size (about 900 bytes), as minified code repeats itself.
const smallChunk = `import{a as e,b as t}from"./first-load-9f8e.js";${Array.from({ length: 30 }, (_, i) => `e(t[${i}]);`).join("")}`

describe("precompressDir", () => {
  it("writes a brotli and a gzip copy of a small script, which decode to it", () => {
    const dir = precompressed({ "islands-1c2d.js": smallChunk })
    expect(smallChunk.length).toBeLessThan(1024)
    const brotli = readFileSync(join(dir, "islands-1c2d.js.br"))
    expect(brotli.byteLength).toBeLessThan(smallChunk.length)
    expect(brotliDecompressSync(brotli).toString()).toBe(smallChunk)
    expect(gunzipSync(readFileSync(join(dir, "islands-1c2d.js.gz"))).toString()).toBe(smallChunk)
  })

  it("writes no copy that would not save more than the header saying it is compressed", () => {
    const dir = precompressed({ "tiny-3e4f.js": "export {}\n", "x-5a6b.js": "let a=1;export{a}" })
    expect(existsSync(join(dir, "tiny-3e4f.js.br"))).toBe(false)
    expect(existsSync(join(dir, "tiny-3e4f.js.gz"))).toBe(false)
    expect(existsSync(join(dir, "x-5a6b.js.br"))).toBe(false)
  })

  it("leaves files a browser gets compressed already (images other than SVG) as they are", () => {
    const dir = precompressed({ "photo-7c8d.png": smallChunk })
    expect(existsSync(join(dir, "photo-7c8d.png.br"))).toBe(false)
  })
})
