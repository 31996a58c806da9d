import type { BotCheckAction } from "../botcheck/actions.ts"

// Apart from the definition's schema (definition.ts): a form block decides its captcha with these
// as it renders, and a module it imports must not bring Effect's Schema into the browser's bundle
// (the footer's newsletter form is shown at idle on every page).

/**
 * What a form is for: a website form block, the newsletter block, or a product's custom
 * (additional-fields) form. Not among FORM-001's fields: the spec tells the kinds apart by the block
 * that shows them, and the kind decides the captcha action (CAPTCHA-002) and whether the problem
 * messages are placed around the form (FORMSUBMIT-020/021).
 *
 * @example
 * const kind: FormKind = "newsletter"
 */
export type FormKind = "form" | "newsletter" | "product"

/**
 * The bot-check action a form's captcha token is made for (CAPTCHA-002): a form block's or the
 * newsletter's; a product's custom form is saved with the cart line and has no captcha.
 *
 * @example
 * botCheckActionFor("newsletter") // "NEWSLETTER_BLOCK_SUBMISSION"
 */
export const botCheckActionFor = (kind: FormKind): BotCheckAction | null =>
  kind === "form" ? "FORM_BLOCK_SUBMISSION" : kind === "newsletter" ? "NEWSLETTER_BLOCK_SUBMISSION" : null

/**
 * Whether a submission of this form needs a captcha token: the merchant turned the captcha on, and
 * the form is of a kind that has one.
 *
 * @example
 * needsCaptcha({ kind: "form", captchaEnabled: true }) // true
 */
export const needsCaptcha = (definition: {
  readonly kind: FormKind
  readonly captchaEnabled: boolean
}): boolean => definition.captchaEnabled && botCheckActionFor(definition.kind) !== null
