import { OutboxStateSchema } from "@vitrine/core/mail"
import {
  RestockSignUpSchema,
  SendRequestSchema,
  SendResultSchema,
  SignUpGroupSchema,
} from "@vitrine/core/restock"
import { Schema } from "effect"
import { RESTOCK_PATHS } from "./wire.ts"

const Id = (name: string) =>
  Schema.String.check(
    Schema.isMinLength(1, { message: `${name} is required.` }),
    Schema.isMaxLength(200, { message: `${name} is too long.` }),
  ).annotate({ message: `${name} must be text.` })

const Cursor = Schema.optionalKey(
  Schema.String.check(Schema.isMaxLength(1000)).annotate({ message: "cursor must be text." }),
)

/**
 * `POST /api/site-users/account/notifications/restock` (visitor; the crumb is required): the sign-up
 * payload (RESTOCK-011) plus `language` when the page has a translation widget (RESTOCK-012), by an
 * anonymous visitor (ROLE-002) or a signed-in member (ROLE-003). The e-mail is checked by the
 * program, so a blank or invalid one is 400 with its message under `errors.siteVisitorEmail`. Answers
 * 200 `{ signedUp: true }` whether the sign-up is new or was there already (API-010: the storefront
 * reads only an error's message; saying nothing more tells nobody who signed up).
 *
 * @example
 * Schema.decodeUnknownSync(RestockSignUpCall.body)({ isJoinMailingList: false, productId: "p", variantId: "v", siteVisitorEmail: "a@b.co", recaptchaEnterpriseV3Token: null })
 */
export const RestockSignUpCall = {
  method: "POST",
  path: RESTOCK_PATHS.signUps,
  body: Schema.Struct({
    isJoinMailingList: Schema.Boolean.annotate({ message: "isJoinMailingList must be true or false." }),
    productId: Id("productId"),
    variantId: Id("variantId"),
    siteVisitorEmail: Schema.String.check(Schema.isMaxLength(320, { message: "Email is invalid" })).annotate({
      message: "Email is invalid",
    }),
    recaptchaEnterpriseV3Token: Schema.optionalKey(
      Schema.NullOr(Schema.String.check(Schema.isMaxLength(20_000))).annotate({
        message: "The captcha token must be text.",
      }),
    ),
    language: Schema.optionalKey(
      Schema.String.check(Schema.isMaxLength(35)).annotate({ message: "language must be a language tag." }),
    ),
  }).annotate({ message: "The body must be a restock sign-up." }),
  response: Schema.Struct({ signedUp: Schema.Literal(true) }),
} as const

const Paging = { hasNextPage: Schema.Boolean, nextPageCursor: Schema.NullOr(Schema.String) }

/**
 * `GET …/restock/groups?cursor=` (merchant, `restock.send`): one page of sign-up groups, one per
 * variant with sign-ups, counted (`waiting`, `sent`); the screen fetches every page (API-011).
 *
 * @example
 * Schema.decodeUnknownSync(RestockGroupsCall.response)(await res.json()).signUpGroups
 */
export const RestockGroupsCall = {
  method: "GET",
  path: RESTOCK_PATHS.groups,
  query: Schema.Struct({ cursor: Cursor }),
  response: Schema.Struct({ signUpGroups: Schema.Array(SignUpGroupSchema), ...Paging }),
} as const

/**
 * `GET …/restock?productId=&variantId=&cursor=` (merchant, `restock.send`): one page of a product's
 * sign-ups, oldest first, of one variant or (no `variantId`) of all; the product's total is the sum
 * of its groups' counts (API-012).
 *
 * @example
 * Schema.decodeUnknownSync(RestockSignUpsCall.response)(await res.json()).signUps
 */
export const RestockSignUpsCall = {
  method: "GET",
  path: RESTOCK_PATHS.signUps,
  query: Schema.Struct({
    productId: Id("productId"),
    variantId: Schema.optionalKey(Id("variantId")),
    cursor: Cursor,
  }),
  response: Schema.Struct({ signUps: Schema.Array(RestockSignUpSchema), ...Paging }),
} as const

/**
 * `POST …/restock/send` (merchant, `restock.send`; API-014): e-mails everyone waiting for the
 * variant; answers how many were queued (0 when nobody waits, so a second click sends nothing).
 *
 * @example
 * Schema.decodeUnknownSync(RestockSendCall.body)({ productId: "p", variantId: "v" })
 */
export const RestockSendCall = {
  method: "POST",
  path: RESTOCK_PATHS.send,
  body: Schema.Struct({ productId: Id("productId"), variantId: Id("variantId") }).annotate({
    message: "The body must name a productId and a variantId.",
  }),
  response: Schema.Struct({ results: Schema.Array(SendResultSchema) }),
} as const

/**
 * `POST …/restock/send/all` (merchant, `restock.send`; API-015): a send for each of `sendRequests`
 * (at most 1000), in one transaction.
 *
 * @example
 * Schema.decodeUnknownSync(RestockSendAllCall.body)({ sendRequests: [{ productId: "p", variantId: "v" }] })
 */
export const RestockSendAllCall = {
  method: "POST",
  path: RESTOCK_PATHS.sendAll,
  body: Schema.Struct({
    sendRequests: Schema.Array(SendRequestSchema).check(Schema.isMaxLength(1000)),
  }).annotate({ message: "The body must hold sendRequests, a list of { productId, variantId }." }),
  response: Schema.Struct({ results: Schema.Array(SendResultSchema) }),
} as const

/**
 * An outbox message as the merchant's viewer shows it (not the template's data).
 *
 * @example
 * const row: OutboxRow = { key: "restock:1:1", kind: "restock", to: "a@b.co", state: "sent", attempts: 1, queuedAt: 0, sentAt: 1, lastError: null }
 */
export const OutboxRowSchema = Schema.Struct({
  key: Schema.String,
  kind: Schema.String,
  to: Schema.String,
  state: OutboxStateSchema,
  attempts: Schema.Number,
  queuedAt: Schema.Number,
  sentAt: Schema.NullOr(Schema.Number),
  lastError: Schema.NullOr(Schema.String),
})
export type OutboxRow = typeof OutboxRowSchema.Type

/**
 * `GET /api/admin/outbox?state=&after=` (merchant, `restock.send`): up to 50 e-mails, newest first,
 * of one delivery state or all, after the message keyed `after`. Without MAIL_URL it shows what
 * would have gone out.
 *
 * @example
 * Schema.decodeUnknownSync(OutboxCall.response)(await res.json()).messages
 */
export const OutboxCall = {
  method: "GET",
  path: RESTOCK_PATHS.outbox,
  query: Schema.Struct({
    state: Schema.optionalKey(
      OutboxStateSchema.annotate({ message: "state must be pending, sending, sent or dead." }),
    ),
    after: Cursor,
  }),
  response: Schema.Struct({ messages: Schema.Array(OutboxRowSchema) }),
} as const

/**
 * `POST /api/admin/outbox/retry` (merchant, `restock.send`): sends a dead e-mail again.
 *
 * @example
 * Schema.decodeUnknownSync(OutboxRetryCall.body)({ key: "restock:1:1" })
 */
export const OutboxRetryCall = {
  method: "POST",
  path: RESTOCK_PATHS.outboxRetry,
  body: Schema.Struct({ key: Id("key") }).annotate({ message: "The body must name the message's key." }),
  response: Schema.Struct({ retried: Schema.Boolean }),
} as const
