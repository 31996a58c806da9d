import type { IncomingMessage } from "node:http"
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
 * Reads a request's body as bytes, holding at most `limit` of them, and calls `done` once with what
 * it got: past the limit, reading stops and the rest is never buffered (the reply should close the
 * connection, so the sender stops too). Gives back a function that stops listening (for a reader
 * given up before the body ended).
 *
 * @example
 * readBody(req, 100_000, (body) => (body._tag === "read" ? use(body.bytes) : refuse(body)))
 */
export const readBody = (
  req: IncomingMessage,
  limit: number,
  done: (body: RawBody) => void,
): (() => void) => {
  const declared = Number(req.headers["content-length"] ?? Number.NaN)
  if (Number.isFinite(declared) && declared > limit) {
    done({ _tag: "tooLarge" })
    return () => {}
  }
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
      done({ _tag: "tooLarge" })
      return
    }
    chunks.push(chunk)
  }
  const onEnd = () => {
    stop()
    done({ _tag: "read", bytes: chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks, size) })
  }
  const onError = () => {
    stop()
    done({ _tag: "interrupted" })
  }
  req.on("data", onData)
  req.on("end", onEnd)
  req.on("error", onError)
  req.on("aborted", onError)
  return stop
}

/**
 * `readBody` as an Effect, for a route that reads its body itself (an upload).
 *
 * @example
 * const body = yield* readRawBody(req, 20_000_000)
 */
export const readRawBody = (req: Request, limit: number): Effect.Effect<RawBody> =>
  Effect.callback<RawBody>((resume) =>
    Effect.sync(
      // A plain Uint8Array (a copy), not a Buffer over Node's pooled memory: it is stored as it is.
      readBody(req, limit, (body) =>
        resume(
          Effect.succeed(body._tag === "read" ? { _tag: "read", bytes: new Uint8Array(body.bytes) } : body),
        ),
      ),
    ),
  )
