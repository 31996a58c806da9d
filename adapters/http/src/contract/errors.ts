import { Schema } from "effect"

/**
 * The body of every failed call (ERR area): a message to show, per-field messages for bad input,
 * and `crumbFail: true` when the crumb (CSRF token) was missing or wrong (ADDCART-020).
 *
 * @example
 * Schema.decodeUnknownSync(ErrorBodySchema)({ message: "Quantity must be a number.", errors: { quantity: "Quantity must be a number." } })
 */
export const ErrorBodySchema = Schema.Struct({
  message: Schema.String,
  errors: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
  crumbFail: Schema.optionalKey(Schema.Literal(true)),
})

/** A failed call's body. */
export type ErrorBody = typeof ErrorBodySchema.Type

/**
 * Messages the HTTP layer writes itself; the spec gives no wording for these (they are ours), except
 * `server`, which is ERR-003's "Please try again". `headTooLarge` is a request line and headers past
Node's limit (16 KiB), answered 431 before the app, and `tooSlow` one that did not arrive within
Node's request timeout (408). The `bad…` ones are the boundary's: a part of
 * the request holding U+0000, a lone surrogate, a bad percent-encoding or bytes that are not UTF-8.
 * `unavailable` (503, with `Retry-After`) answers while the store's database is out of reach (core's
 * `StoreUnavailable`): temporary, unlike ERR-003's 500, so it says when to come back.
 * `signInRequired` (401) answers a merchant route called signed out (403 says core's
`PermissionDenied`: "You do not have permission to do that.").
 *
 * @example
 * res.status(400).json({ message: HTTP_MESSAGE.malformedJson, errors: { body: HTTP_MESSAGE.malformedJson } })
 */
export const HTTP_MESSAGE = {
  malformedJson: "The request body is not valid JSON.",
  bodyTooLarge: "The request body is too large.",
  headTooLarge: "The request line and headers are too large.",
  tooSlow: "The request took too long to arrive.",
  unreadable: "The request body could not be read.",
  notFound: "Not found.",
  badRequest: "The request could not be understood.",
  badPath: "The request path must be percent-encoded UTF-8 text without NUL characters.",
  badQuery: "The query string must be percent-encoded UTF-8 text without NUL characters.",
  badHeader: "Request headers must not hold NUL characters.",
  badCookie: "Cookies must be text without NUL characters.",
  badBody: "The request body must be UTF-8 text without NUL characters or unpaired surrogates.",
  signInRequired: "Please sign in to continue.",
  server: "Please try again",
  unavailable: "The store cannot be reached just now. Please try again in a few seconds.",
} as const
