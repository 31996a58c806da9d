import type { Payload } from "altcha-lib"
import { Schema } from "effect"

// What the ALTCHA widget (PoW v2) posts: base64 of the JSON `{ challenge, solution }`. Decoded with a
// Schema before altcha-lib sees it, so a malformed token is refused here and never reaches a KDF.
const Parameters = Schema.Struct({
  algorithm: Schema.String,
  nonce: Schema.String,
  salt: Schema.String,
  cost: Schema.Number,
  keyLength: Schema.Number,
  keyPrefix: Schema.String,
  keySignature: Schema.optionalKey(Schema.String),
  memoryCost: Schema.optionalKey(Schema.Number),
  parallelism: Schema.optionalKey(Schema.Number),
  expiresAt: Schema.optionalKey(Schema.Number),
  data: Schema.optionalKey(
    Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null])),
  ),
})

const PayloadSchema = Schema.Struct({
  challenge: Schema.Struct({ parameters: Parameters, signature: Schema.optionalKey(Schema.String) }),
  solution: Schema.Struct({
    counter: Schema.Number,
    derivedKey: Schema.String,
    time: Schema.optionalKey(Schema.Number),
  }),
})

const decodePayload = Schema.decodeUnknownOption(Schema.fromJsonString(PayloadSchema))

/** The longest token accepted: a real payload is under 1 KB. */
export const MAX_TOKEN_LENGTH = 4096

/**
 * The payload inside a widget token, or undefined when the token is not one: too long, not base64,
 * not JSON, or not of the payload's shape.
 *
 * @example
 * payloadOf(token)?.challenge.parameters.data
 */
export const payloadOf = (token: string): Payload | undefined => {
  if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return undefined
  const decoded = decodePayload(Buffer.from(token, "base64").toString("utf8"))
  return decoded._tag === "Some" ? (decoded.value as Payload) : undefined
}

/**
 * A solved challenge as the widget would post it.
 *
 * @example
 * tokenOf({ challenge, solution })
 */
export const tokenOf = (payload: Payload): string =>
  Buffer.from(JSON.stringify(payload), "utf8").toString("base64")
