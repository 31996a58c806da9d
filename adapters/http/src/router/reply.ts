import { Effect, Result, Schema, SchemaIssue } from "effect"
import type { Request, RequestHandler, Response } from "express"
import type { ErrorBody } from "../contract/errors.ts"
import type { RouterContext } from "./context.ts"
import { applyCookies, type CookieChange } from "./cookies.ts"
import { type ErrorReply, errorReply, type StoreError } from "./errors.ts"
import type { RouterPorts } from "./ports.ts"

/** What a route answers: a status, a body, and cookies to set. */
export interface Reply {
  readonly status: number
  readonly body: unknown
  readonly cookies?: readonly CookieChange[]
}

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
export const decodeInput = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, input: unknown) => {
  const decode = parserOf(decoders, schema, () => Schema.decodeUnknownResult(schema, { errors: "all" }))
  const result = decode(input)
  if (Result.isSuccess(result)) return { ok: true, value: result.success } as const
  const errors: Record<string, string> = {}
  for (const issue of formatIssue(result.failure.issue).issues) {
    const field = issue.path?.map(String).join(".") || "body"
    errors[field] ??= issue.message
  }
  const body: ErrorBody = { message: Object.values(errors)[0] ?? "Invalid request.", errors }
  return { ok: false, reply: { status: 400, body } satisfies ErrorReply } as const
}

/**
 * A 200 reply whose body is encoded with the endpoint's response Schema; a body that does not fit
 * the contract is a bug of ours and dies (500), never reaching the browser half-formed.
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
  body: parserOf(encoders, schema, () => Schema.encodeUnknownSync(schema))(value),
  cookies,
})

/**
 * Writes a reply on the response: its cookies, then the body as JSON in one write (Node adds the
 * Content-Length). Not through `res.json`: API answers are `no-store`, so the ETag it would hash
 * from every body could never be used, and nothing else it does applies to a body already encoded.
 *
 * @example
 * send(req, res, { status: 404, body: { message: "Not found." } })
 */
export const send = (req: Request, res: Response, reply: Reply): void => {
  applyCookies(req, res, reply.cookies ?? [])
  res.statusCode = reply.status
  res.setHeader("Content-Type", "application/json; charset=utf-8")
  res.end(JSON.stringify(reply.body))
}

/** What a route's handler gives: a reply now (bad input), or a program that ends in one. */
export type RouteResult = Reply | Effect.Effect<Reply, StoreError, RouterPorts>

/**
 * An Express handler from a route: runs its program on the store runtime and sends the reply; each
 * tagged error becomes its mapped reply (`errorReply`). Defects reject, and Express hands them to the
 * error handler (500).
 *
 * @example
 * router.get(GetCart.path, route(context, (req) => Effect.map(getCart(cartIdOf(req)), toReply)))
 */
export const route =
  (context: RouterContext, handle: (req: Request) => RouteResult): RequestHandler =>
  async (req, res) => {
    const result = handle(req)
    const reply = Effect.isEffect(result)
      ? await context.runtime.runPromise(
          result.pipe(Effect.catch((error: StoreError) => Effect.succeed<Reply>(errorReply(error)))),
        )
      : result
    send(req, res, reply)
  }
