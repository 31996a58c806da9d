import { Cause, Effect, Exit, Result, Schema, SchemaIssue } from "effect"
import type { Request, RequestHandler, Response } from "express"
import type { ErrorBody } from "../contract/errors.ts"
import type { StoreRuntime } from "./context.ts"
import { applyCookies, type CookieChange } from "./cookies.ts"
import { type ErrorReply, errorReply, type StoreError } from "./errors.ts"
import { plainEncoder } from "./plain-encoder.ts"
import type { InputSchema, Reply, StoreRoute } from "./route.ts"

const formatIssue = SchemaIssue.makeFormatterStandardSchemaV1()

// Parsers are built once per contract Schema, not once per request.
type Parser = (input: unknown) => unknown
const decoders = new WeakMap<object, Parser>()
const encoders = new WeakMap<object, Parser>()
const parserOf = <F extends Parser>(cache: WeakMap<object, Parser>, schema: object, make: () => F): F => {
  const found = cache.get(schema)
  if (found) return found as F
  const made = make()
  cache.set(schema, made)
  return made
}

/**
 * Decodes request input with a contract Schema, or gives the 400 reply: `message` is the first
 * field's message, `errors` one message per field (`body` when the input is not an object at all).
 *
 * @example
 * const body = decodeInput(AddToCart.body, req.body)
 * if (!body.ok) return body.reply
 */
export const decodeInput = <S extends InputSchema>(schema: S, input: unknown) => {
  // Input that fits is decoded on Schema's fast path (it stops at the first issue); only input that
  // does not is decoded again collecting every field's issue, which the fast path cannot. With
  // `errors: "all"` every request took the slower path, generator and all (issue 14's profile).
  const result = parserOf(decoders, schema, () => Schema.decodeUnknownResult(schema))(input)
  if (Result.isSuccess(result)) return { ok: true, value: result.success } as const
  return { ok: false, reply: refusedInput(schema, input) } as const
}

const allIssues = new WeakMap<object, Parser>()

// The 400 reply for input the Schema refused: `message` is the first field's message, `errors` one
// message per field.
const refusedInput = (schema: InputSchema, input: unknown): ErrorReply => {
  const decode = parserOf(allIssues, schema, () => Schema.decodeUnknownResult(schema, { errors: "all" }))
  const result = decode(input)
  const issues = Result.isFailure(result) ? formatIssue(result.failure.issue).issues : []
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.path?.map(String).join(".") || "body"
    errors[field] ??= issue.message
  }
  const body: ErrorBody = { message: Object.values(errors)[0] ?? "Invalid request.", errors }
  return { status: 400, body }
}

/**
 * A 200 reply whose body is encoded with the endpoint's response Schema; a body whose shape does not
 * fit the contract is a bug of ours and dies (500), never reaching the browser half-formed. The
 * encoding skips the Schemas' checks (refinements such as "an integer"): every value in an answer was
 * checked where it entered (a decoded row, a decoded request, a core rule), and the checks were
 * about 40 % of encoding a cart (issue 14's profile of add-to-cart). An answer whose Schema has no
 * transformations is encoded by a `plainEncoder` compiled from it, which gives the same and allocates
 * only the output.
 *
 * @example
 * ok(GetCart.response, { cart: null })
 */
export const ok = <S extends Schema.ConstraintEncoder<unknown>>(
  schema: S,
  value: S["Type"],
  cookies: readonly CookieChange[] = [],
): Reply => ({
  status: 200,
  body: parserOf(
    encoders,
    schema,
    () => plainEncoder(schema.ast) ?? Schema.encodeUnknownSync(schema, { disableChecks: true }),
  )(value),
  cookies,
})

const CONTENT_TYPES = {
  json: "application/json; charset=utf-8",
  html: "text/html; charset=utf-8",
  text: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  bytes: "application/octet-stream",
} as const

const isChunks = (body: unknown): body is AsyncIterable<string> =>
  typeof body === "object" && body !== null && Symbol.asyncIterator in body

// Chunks are written as they come, each waiting for the socket to drain, so a large export holds one
// batch at a time. A failure midway cannot change the status any more: the connection is cut, and the
// download reads as incomplete rather than as a shorter, whole-looking file.
const writeChunks = async (res: Response, chunks: AsyncIterable<string>): Promise<void> => {
  try {
    for await (const chunk of chunks) {
      if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve))
      if (res.destroyed) return
    }
    res.end()
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)))
  }
}

/**
 * Writes a reply on the response: its headers and cookies, then the body in one write (Node adds
 * the Content-Length): JSON, or the text itself for an html or text reply. Not through `res.json`:
 * API answers are `no-store`, so the ETag it would hash from every body could never be used, and
 * nothing else it does applies to a body already encoded.
 *
 * @example
 * send(req, res, { status: 404, body: { message: "Not found." } })
 */
export const send = (req: Request, res: Response, reply: Reply): void => {
  applyCookies(req, res, reply.cookies ?? [])
  res.statusCode = reply.status
  const type = reply.type ?? "json"
  res.setHeader("Content-Type", CONTENT_TYPES[type])
  for (const name in reply.headers) res.setHeader(name, reply.headers[name] ?? "")
  if (isChunks(reply.body)) {
    void writeChunks(res, reply.body)
    return
  }
  if (type === "bytes") {
    res.end(reply.body as Uint8Array)
    return
  }
  res.end(type === "json" ? JSON.stringify(reply.body) : String(reply.body))
}

const decodeParts = (route: StoreRoute, req: Request) => {
  const input = { params: undefined as unknown, query: undefined as unknown, body: undefined as unknown }
  for (const part of ["params", "query", "body"] as const) {
    const schema = route[part]
    if (schema === undefined) continue
    const decoded = decodeInput(schema, req[part])
    if (!decoded.ok) return decoded
    input[part] = decoded.value
  }
  return { ok: true, value: input } as const
}

/**
 * The Express handler of a table route: decodes the params, query and body the route declares
 * (400 with field errors when they do not fit), runs the handler's program on the store runtime and
 * sends its reply; each tagged error becomes its mapped reply (`errorReply`). Defects go to Express's
 * error handler (500). The program runs with a callback rather than a promise: one fiber and no
 * promise or microtask hop per request (issue 14's profile of add-to-cart).
 *
 * @example
 * router.get(route.path, routeHandler(route, runtime))
 */
export const routeHandler =
  (route: StoreRoute, runtime: StoreRuntime): RequestHandler =>
  (req, res, next) => {
    const input = decodeParts(route, req)
    if (!input.ok) return send(req, res, input.reply)
    const result = route.handle(input.value as never, req)
    if (!Effect.isEffect(result)) return send(req, res, result)
    runtime.runCallback(
      result.pipe(Effect.catch((error: StoreError) => Effect.succeed<Reply>(errorReply(error)))),
      {
        onExit: (exit) => {
          if (Exit.isFailure(exit)) return next(Cause.squash(exit.cause))
          try {
            send(req, res, exit.value)
          } catch (error) {
            next(error)
          }
        },
      },
    )
  }
