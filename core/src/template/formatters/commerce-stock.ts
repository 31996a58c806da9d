/**
 * Stock notices of a product page: the scarcity message (`product-scarcity`, DISPLAY-011) and the
 * back-in-stock signup box (`product-restock-notification`, RESTOCK-001 to RESTOCK-004). Both read
 * the item's merchandising context; whether each shows is decided by `catalog/display.ts`.
 */
import { showsRestockForm, showsScarcity } from "../../catalog/display.ts"
import { asString, isTruthy, type PluginContext, stepPath } from "../plugins.ts"
import { escapeAttribute, escapeHtml } from "../values/strings.ts"
import { arrayOf, isFlagSet, merchandisingOf, productOf, readVariant } from "./commerce-data.ts"

const json = (value: unknown): string => escapeAttribute(JSON.stringify(value ?? {}) ?? "")

/**
 * The markup of `{item|product-scarcity}`: one message per scarcity view of the merchandising
 * context (`scarcityTemplateViews`, one per variant), with `{qtyInStock}` of `scarcityText` filled
 * in. Only when scarcity is enabled, and only for views whose stock can run out and has not
 * (`showsScarcity`). Every message of a view with attributes starts hidden: the page script shows
 * the chosen variant's one (the reference engine does the same whatever `scarcityShownByDefault`
 * says); a view without attributes matches no choice and shows as is.
 *
 * @example
 * scarcityNotices(item, ctx) // '\n  <div class="product-scarcity" … hidden>\n    Only 3 left!\n  </div>\n'
 */
export const scarcityNotices = (item: unknown, ctx: PluginContext): string => {
  const context = merchandisingOf(item, ctx)
  const product = {
    ...productOf(ctx, stepPath(item, "structuredContent")),
    scarcityEnabled: isFlagSet(stepPath(context, "scarcityEnabled")),
  }
  const text = asString(stepPath(context, "scarcityText"))
  const notices: string[] = []
  for (const view of arrayOf(stepPath(context, "scarcityTemplateViews"))) {
    const variant = readVariant(view)
    if (!showsScarcity(product, variant)) continue
    const message = escapeHtml(text.replaceAll("{qtyInStock}", String(variant.qtyInStock)))
    // A view without attributes cannot be matched to a choice, so it is not hidden for one.
    const attributes = stepPath(view, "attributes")
    const tag = isTruthy(attributes) ? ` data-variant-attributes="${json(attributes)}" hidden` : ""
    notices.push(`\n  <div class="product-scarcity"${tag}>
    ${message}
  </div>
`)
  }
  return notices.join("")
}

/**
 * The markup of `{item|product-restock-notification}`: one signup box per restock view of the
 * merchandising context (`restockNotificationViews`, one per variant), with the store's texts
 * (`restockNotificationMessages`). A box is `hidden` unless the restock form shows before any
 * choice (`showsRestockForm`: a sold-out product whose form is not hidden by default). The
 * join-mailing-list checkbox appears when the store enables it, checked when it opts in by default;
 * a captcha container when the site has a captcha key.
 *
 * @example
 * restockNotices(item, ctx) // '\n\n\n\n\n\n\n<div class="product-restock-notification" data-product-id="…" …'
 */
export const restockNotices = (item: unknown, ctx: PluginContext): string => {
  const context = merchandisingOf(item, ctx)
  const product = productOf(ctx, stepPath(item, "structuredContent"))
  const messages = stepPath(context, "restockNotificationMessages")
  const message = (key: string) => asString(stepPath(messages, key))
  const mailingList = isFlagSet(stepPath(context, "mailingListSignUpEnabled"))
    ? `  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"${isFlagSet(stepPath(context, "mailingListOptInByDefault")) ? " checked" : ""}>${escapeHtml(message("mailingListDescription"))}</label>`
    : ""
  const captcha =
    asString(ctx.resolve("website.captchaSettings.siteKey")) === ""
      ? ""
      : `  <div class="captcha-container"></div>`
  const productId = escapeAttribute(asString(stepPath(item, "id")))
  // The six line breaks lead even when there is no box: the reference engine's (see commerce-markup.ts).
  const lead = "\n".repeat(6)
  return (
    lead +
    arrayOf(stepPath(context, "restockNotificationViews"))
      .map((view) => {
        const hiddenByDefault = isFlagSet(stepPath(view, "hiddenByDefault"))
        const hidden = showsRestockForm(product, undefined, { hiddenByDefault }) ? "" : " hidden"
        return `\n<div class="product-restock-notification" data-product-id="${productId}" data-variant-id="${escapeAttribute(asString(stepPath(view, "variantId")))}"${hidden}>
  <span class="product-restock-cta">${escapeHtml(message("CTAText"))}</span>
  <form class="product-restock-form" action="#">
    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="${escapeAttribute(message("placeholderText"))}">
    <input class="sqs-editable-button" type="submit" value="${escapeAttribute(message("buttonText"))}">
  </form>
${mailingList}
${captcha}
</div>
`
      })
      .join("")
  )
}
