import {
  RestockBoxConfigSchema,
  RestockSignUpSchema,
  SendRequestSchema,
  SendResultSchema,
  SignUpGroupSchema,
} from "@vitrine/core/restock"
import { Schema } from "effect"
import { RESTOCK_PATHS } from "./wire.ts"

/**
 * A required id field of the restock calls, up to 200 characters, refused with its name.
 *
 * @example
 * Schema.Struct({ productId: restockIdField("productId") })
 */
export const restockIdField = (name: string) =>
  Schema.String.check(
    Schema.isMinLength(1, { message: `${name} is required.` }),
    Schema.isMaxLength(200, { message: `${name} is too long.` }),
  ).annotate({ message: `${name} must be text.` })

/**
 * An optional paging cursor (or key) field, up to 1000 characters.
 *
 * @example
 * Schema.Struct({ cursor: restockCursorField })
 */
export const restockCursorField = Schema.optionalKey(
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
    productId: restockIdField("productId"),
    variantId: restockIdField("variantId"),
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

/**
 * `GET …/restock/box` (public): what the storefront's restock box needs to know of the store before
 * a sign-up — `captcha`, whether the store checks one (it has a key or a provider: RESTOCK-004, so the
 * box shows the captcha and sends its token for PRODUCT_WAITLIST_SUBMISSION, RESTOCK-007). Ours: the
 * spec reads this from the page's website context, which a headless store does not have.
 *
 * @example
 * Schema.decodeUnknownSync(RestockBoxCall.response)({ captcha: true })
 */
export const RestockBoxCall = {
  method: "GET",
  path: RESTOCK_PATHS.box,
  response: RestockBoxConfigSchema,
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
  query: Schema.Struct({ cursor: restockCursorField }),
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
    productId: restockIdField("productId"),
    variantId: Schema.optionalKey(restockIdField("variantId")),
    cursor: restockCursorField,
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
  body: Schema.Struct({
    productId: restockIdField("productId"),
    variantId: restockIdField("variantId"),
  }).annotate({
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
