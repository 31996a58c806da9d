import { Schema } from "effect"

/**
 * One visitor's request to hear when a variant is back (spec 000 §3), as stored: unique per product,
 * variant and e-mail (the e-mail kept normalised: trimmed, lower case). `sentAt` is null while it
 * waits, else when a send covered it; `round` counts how often it was armed (1 at first, one more
 * each time the visitor signs up again after a send), so each send of it has its own outbox key.
 * `memberId` is the signed-in member's account id (ROLE-003), null for an anonymous visitor (ROLE-002).
 *
 * @example
 * const signUp: RestockSignUp = { id: "…", productId: "beanie", variantId: "v1", email: "ada@example.com", joinMailingList: true, language: null, memberId: null, signedUpAt: 0, sentAt: null, round: 1 }
 */
export const RestockSignUpSchema = Schema.Struct({
  id: Schema.String,
  productId: Schema.String,
  variantId: Schema.String,
  email: Schema.String,
  joinMailingList: Schema.Boolean,
  language: Schema.NullOr(Schema.String),
  memberId: Schema.NullOr(Schema.String),
  signedUpAt: Schema.Number,
  sentAt: Schema.NullOr(Schema.Number),
  round: Schema.Number,
})
export type RestockSignUp = typeof RestockSignUpSchema.Type

/**
 * A sign-up as a program hands it to the repository: the repository gives the id, the round and
 * the sent time.
 *
 * @example
 * const draft: SignUpDraft = { productId: "beanie", variantId: "v1", email: "ada@example.com", joinMailingList: false, language: "fr", memberId: null, signedUpAt: 0 }
 */
export type SignUpDraft = Omit<RestockSignUp, "id" | "sentAt" | "round">

/**
 * The sign-ups of one variant, counted: `waiting` for the next send, `sent` already covered by one.
 *
 * @example
 * const group: SignUpGroup = { productId: "beanie", variantId: "v1", waiting: 3, sent: 1 }
 */
export const SignUpGroupSchema = Schema.Struct({
  productId: Schema.String,
  variantId: Schema.String,
  waiting: Schema.Number,
  sent: Schema.Number,
})
export type SignUpGroup = typeof SignUpGroupSchema.Type

/**
 * Where a page of groups ends: groups come in order of product id then variant id (by code point).
 *
 * @example
 * const after: GroupKey = { productId: "beanie", variantId: "v1" }
 */
export interface GroupKey {
  readonly productId: string
  readonly variantId: string
}

/**
 * Where a page of sign-ups ends: sign-ups come oldest first, by sign-up time then id.
 *
 * @example
 * const after: SignUpKey = { signedUpAt: 1700000000000, id: "…" }
 */
export interface SignUpKey {
  readonly signedUpAt: number
  readonly id: string
}

/**
 * One page of a list and the key to ask for the next one (null on the last page).
 *
 * @example
 * const page: Page<SignUpGroup, GroupKey> = { items: [], next: null }
 */
export interface Page<A, K> {
  readonly items: readonly A[]
  readonly next: K | null
}

/**
 * What one send asks for: the waiting sign-ups of one variant (API-014).
 *
 * @example
 * const request: SendRequest = { productId: "beanie", variantId: "v1" }
 */
export const SendRequestSchema = Schema.Struct({ productId: Schema.String, variantId: Schema.String })
export type SendRequest = typeof SendRequestSchema.Type

/**
 * What a send did for one variant: how many e-mails it queued (0 when nobody was waiting).
 *
 * @example
 * const result: SendResult = { productId: "beanie", variantId: "v1", queued: 3 }
 */
export const SendResultSchema = Schema.Struct({
  productId: Schema.String,
  variantId: Schema.String,
  queued: Schema.Number,
})
export type SendResult = typeof SendResultSchema.Type

/**
 * The store's restock settings: `autoSend` (ours) sends the restock e-mail by itself when a variant
 * people wait for is back in stock (`autoSendRestock`); off by default, so a merchant who restocks in
 * several steps chooses when the e-mails go. `mailingListSignUp` puts the join-mailing-list checkbox
 * in the restock box and `mailingListOptInByDefault` has it checked at first (RESTOCK-003, the
 * template's `mailingListSignUpEnabled` and `mailingListOptInByDefault`); both off by default.
 *
 * @example
 * const settings: RestockSettings = { autoSend: true, mailingListSignUp: true, mailingListOptInByDefault: false }
 */
export const RestockSettingsSchema = Schema.Struct({
  autoSend: Schema.Boolean,
  mailingListSignUp: Schema.Boolean,
  mailingListOptInByDefault: Schema.Boolean,
})
export type RestockSettings = typeof RestockSettingsSchema.Type

/**
 * What the storefront's restock box needs to know of the store before a sign-up: `captcha`, whether
 * the store checks one (RESTOCK-004), and the mailing-list checkbox's settings (RESTOCK-003). The server embeds it in a product page it renders, so the box
 * arrives complete; a page the app opens itself asks for it (`GET …/restock/box`).
 *
 * @example
 * const box: RestockBoxConfig = { captcha: true, mailingListSignUp: true, mailingListOptInByDefault: true }
 */
export const RestockBoxConfigSchema = Schema.Struct({
  captcha: Schema.Boolean,
  mailingListSignUp: Schema.Boolean,
  mailingListOptInByDefault: Schema.Boolean,
})
export type RestockBoxConfig = typeof RestockBoxConfigSchema.Type

/**
 * The restock settings of a store that saved none.
 *
 * @example
 * DEFAULT_RESTOCK_SETTINGS.autoSend // false
 */
export const DEFAULT_RESTOCK_SETTINGS: RestockSettings = {
  autoSend: false,
  mailingListSignUp: false,
  mailingListOptInByDefault: false,
}
