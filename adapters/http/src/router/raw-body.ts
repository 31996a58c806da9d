import { Effect } from "effect"
import type { Request } from "express"

/**
 * What reading a raw body gave: its bytes; `tooLarge` as soon as it passes the limit (by its
 * `Content-Length`, before reading a byte, or while reading, for a body sent in chunks or lying
 * about its length); `interrupted` when the sender stopped midway.
 */
export type RawBody =
  | { readonly _tag: "read"; readonly bytes: Uint8Array }
  | { readonly _tag: "tooLarge" }
  | { readonly _tag: "interrupted" }

/**
 * Reads a request's body as bytes, holding at most `limit` of them: past it, reading stops and the
 * rest is never buffered (the reply should close the connection, so the sender stops too).
 *
 * @example
 * const body = yield* readRawBody(req, 20_000_000)
 */
export const readRawBody = (req: Request, limit: number): Effect.Effect<RawBody> =>
  Effect.callback<RawBody>((resume) => {
    const declared = Number(req.headers["content-length"] ?? Number.NaN)
    if (Number.isFinite(declared) && declared > limit) return resume(Effect.succeed({ _tag: "tooLarge" }))
    const chunks: Buffer[] = []
    let size = 0
    const stop = () => {
      req.off("data", onData)
      req.off("end", onEnd)
      req.off("error", onError)
      req.off("aborted", onError)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        stop()
        req.pause()
        resume(Effect.succeed({ _tag: "tooLarge" }))
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => {
      stop()
      resume(Effect.succeed({ _tag: "read", bytes: new Uint8Array(Buffer.concat(chunks, size)) }))
    }
    const onError = () => {
      stop()
      resume(Effect.succeed({ _tag: "interrupted" }))
    }
    req.on("data", onData)
    req.on("end", onEnd)
    req.on("error", onError)
    req.on("aborted", onError)
    return Effect.sync(stop)
  })
