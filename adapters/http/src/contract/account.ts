import { LANGUAGE_MESSAGE } from "@vitrine/core/account"
import { CartSchema } from "@vitrine/core/cart"
import { ContributorRoleSchema } from "@vitrine/core/enums"
import { Schema } from "effect"
import { API_PATHS } from "./wire.ts"

/**
 * Messages of the account fields that fail the contract (ours). A sign-in whose fields are present
 * but wrong gets core's one generic failure instead (`SIGN_IN_FAILED_MESSAGE`).
 *
 * @example
 * ACCOUNT_FIELD_MESSAGE.email // "Email is required."
 */
export const ACCOUNT_FIELD_MESSAGE = {
  email: "Email is required.",
  password: "Password is required.",
  rememberMe: "Remember me must be true or false.",
  cloneCart: "cloneCart must be true or false.",
} as const

const text = (message: string) =>
  Schema.String.annotate({ message }).pipe(Schema.annotateKey({ messageMissingKey: message }))

const Credentials = Schema.Struct({
  email: text(ACCOUNT_FIELD_MESSAGE.email),
  password: text(ACCOUNT_FIELD_MESSAGE.password),
  rememberMe: Schema.optionalKey(Schema.Boolean.annotate({ message: ACCOUNT_FIELD_MESSAGE.rememberMe })),
}).annotate({ message: "The request body must be a JSON object." })

/**
 * Schema of a change sign-in made to the shopper's cart when it combined it with the member's saved
 * one (core's `CartAdjustment`): `quantity` 0 means the line was removed; `message` is what the cart
 * page shows ("Only 3 left: we changed Linen Shirt to 3.").
 */
export const CartAdjustmentSchema = Schema.Struct({
  itemId: Schema.String,
  sku: Schema.String,
  title: Schema.String,
  requested: Schema.Int,
  quantity: Schema.Int,
  reason: Schema.Literals(["stock", "limit", "currency"]),
  message: Schema.String,
})

/**
 * Schema of the signed-in member as the API shows them: never a hash, never the session token;
 * `language` once they switched language (SESSION-002).
 */
export const MemberSchema = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  language: Schema.optionalKey(Schema.String),
})
/** The signed-in member. */
export type Member = typeof MemberSchema.Type

/** Schema of the signed-in staff member: their website roles (ENUM-003) and what those allow (ROLE-006). */
export const StaffMemberSchema = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  roles: Schema.Array(ContributorRoleSchema),
  permissions: Schema.Array(Schema.String),
})
/** The signed-in staff member. */
export type StaffMember = typeof StaffMemberSchema.Type

const MemberSignedIn = Schema.Struct({
  xsrfToken: Schema.String,
  member: MemberSchema,
  cart: Schema.NullOr(CartSchema),
  adjustments: Schema.Array(CartAdjustmentSchema),
})

/**
 * `POST /api/site-users/account/session` (API-028): a member signs in with `email`, `password` and
 * `rememberMe`. Answers `xsrfToken` — the crumb bound to the new session, to send in `X-CSRF-Token`
 * on every later state-changing call (also set as the `crumb` cookie) — the member, and their cart
 * after the visitor's cart was combined with their saved one, with the changes made to it. Sets the
 * session cookie, `SiteUserInfo` and the cart cookies. A failure is 401 with one message for an
 * unknown e-mail and a wrong password alike; too many failures are 429.
 *
 * @example
 * Schema.decodeUnknownSync(MemberSignIn.body)({ email: "ada@example.com", password: "…", rememberMe: false })
 */
export const MemberSignIn = {
  method: "POST",
  path: API_PATHS.memberSession,
  body: Credentials,
  response: MemberSignedIn,
} as const

/**
 * `POST /api/site-users/account`: registers a member and signs them in, answering as a sign-in does.
 * Bad fields are 400 with every field's message; an e-mail that has an account is 409.
 *
 * @example
 * Schema.decodeUnknownSync(MemberRegister.body)({ email: "ada@example.com", password: "correct horse" })
 */
export const MemberRegister = {
  method: "POST",
  path: API_PATHS.memberAccount,
  body: Credentials,
  response: MemberSignedIn,
} as const

/**
 * `DELETE /api/site-users/account/session?cloneCart=` (API-029): signs the member out. With
 * `cloneCart=true` the visitor they become keeps a copy of the cart (the member's own stays theirs);
 * otherwise the browser's cart cookies are cleared. Answers a fresh `xsrfToken` (a visitor's crumb).
 * Like every state-changing call it needs the crumb; a `crumbFail` answer is repeated once.
 *
 * @example
 * Schema.decodeUnknownSync(MemberSignOut.query)({ cloneCart: "true" })
 */
export const MemberSignOut = {
  method: "DELETE",
  path: API_PATHS.memberSession,
  query: Schema.Struct({
    cloneCart: Schema.optionalKey(
      Schema.Literals(["true", "false"]).annotate({ message: ACCOUNT_FIELD_MESSAGE.cloneCart }),
    ),
  }),
  response: Schema.Struct({ xsrfToken: Schema.String, cart: Schema.NullOr(CartSchema) }),
} as const

/**
 * `GET /api/site-users/account/session`: the signed-in member, or null.
 *
 * @example
 * const { member } = Schema.decodeUnknownSync(GetMemberSession.response)(await res.json())
 */
export const GetMemberSession = {
  method: "GET",
  path: API_PATHS.memberSession,
  response: Schema.Struct({ member: Schema.NullOr(MemberSchema) }),
} as const

/**
 * `POST /api/staff/session`: a staff member signs in to `/admin` (the same session machinery as a
 * member's, its own cookie and shorter lifetimes). Answers `xsrfToken` and the staff member with
 * their roles and permissions; failures as a member's sign-in.
 *
 * @example
 * Schema.decodeUnknownSync(StaffSignIn.body)({ email: "owner@example.com", password: "…" })
 */
export const StaffSignIn = {
  method: "POST",
  path: API_PATHS.staffSession,
  body: Credentials,
  response: Schema.Struct({ xsrfToken: Schema.String, staff: StaffMemberSchema }),
} as const

/**
 * `DELETE /api/staff/session`: signs the staff member out; answers a fresh `xsrfToken`.
 *
 * @example
 * await fetch(StaffSignOut.path, { method: "DELETE", headers: { "X-CSRF-Token": crumb } })
 */
export const StaffSignOut = {
  method: "DELETE",
  path: API_PATHS.staffSession,
  response: Schema.Struct({ xsrfToken: Schema.String }),
} as const

/**
 * `GET /api/staff/session`: the signed-in staff member, or null.
 *
 * @example
 * const { staff } = Schema.decodeUnknownSync(GetStaffSession.response)(await res.json())
 */
export const GetStaffSession = {
  method: "GET",
  path: API_PATHS.staffSession,
  response: Schema.Struct({ staff: Schema.NullOr(StaffMemberSchema) }),
} as const

/**
 * `POST /api/site-users/account/locale` (API-030, SESSION-002): a signed-in member switched language
 * through the translation service; `language` is a language tag (`en`, `fr-CA`; `_` is read as `-`),
 * kept on their account and answered normalised. A page sends it only for a language that is not a
 * custom one (core's `languageToSend`). Signed out it is 401 (there is no account to keep it on); a
 * text that is no tag is 400 with `errors.language`. It needs the crumb, as every state-changing call.
 *
 * @example
 * Schema.decodeUnknownSync(MemberLocale.body)({ language: "fr-CA" })
 */
export const MemberLocale = {
  method: "POST",
  path: API_PATHS.memberLocale,
  body: Schema.Struct({ language: text(LANGUAGE_MESSAGE) }).annotate({
    message: "The request body must be a JSON object.",
  }),
  response: Schema.Struct({ language: Schema.String }),
} as const
