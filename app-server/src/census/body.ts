import type { IncomingMessage } from "node:http"
import { isCleanText } from "@vitrine/adapter-http/router"

/** A body read, or the status it is refused with. */
export type Body =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly status: 400 | 413 }

const utf8 = new TextDecoder("utf-8", { fatal: true })

/**
 * Reads a census body as text, whatever its content type, up to `limit` bytes: a declared or actual
 * length past it is refused (413) without keeping a byte more; bytes that are not UTF-8, or text
 * with NUL or a lone surrogate (which Postgres cannot store), are refused with 400. Read by hand
 * rather than by body-parser: no charset table, no second copy, and the census's busiest path.
 *
 * @example
 * const body = await readBody(req, route.limit)
 */
export const readBody = (req: IncomingMessage, limit: number): Promise<Body> =>
  new Promise((resolve) => {
    const declared = Number(req.headers["content-length"] ?? 0)
    if (declared > limit) {
      req.resume()
      return resolve({ ok: false, status: 413 })
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      // Past the limit (a chunked body declares no length): answered at once, the rest discarded.
      chunks.length = 0
      resolve({ ok: false, status: 413 })
    })
    req.on("error", () => resolve({ ok: false, status: 400 }))
    req.on("end", () => {
      if (size > limit) return resolve({ ok: false, status: 413 })
      try {
        const text = chunks.length === 1 ? utf8.decode(chunks[0]) : utf8.decode(Buffer.concat(chunks))
        resolve(isCleanText(text) ? { ok: true, text } : { ok: false, status: 400 })
      } catch {
        resolve({ ok: false, status: 400 })
      }
    })
  })
