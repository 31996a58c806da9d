/**
 * The variant chooser of a product page (`variants-select`): one select and one row of radio
 * buttons per option, in the catalogue's option order, over `catalog/options.ts` and the
 * "Select {variantName}" prompt of `catalog/display.ts` (DISPLAY-010).
 */
import { selectPrompt } from "../../catalog/display.ts"
import { optionNames, optionValues } from "../../catalog/options.ts"
import { asString, type PluginContext, stepPath } from "../plugins.ts"
import { perRender } from "../render-memo.ts"
import { escapeAttribute, escapeHtml } from "../values/strings.ts"
import { productOf, translation } from "./commerce-data.ts"

// The reference engine writes the select's aria-label with `&` left as is ("Select color&hue")
// while escaping the same text everywhere else. We keep that, but still escape quotes and angle
// brackets: an option name must never be able to end the attribute.
const ariaLabel = (text: string): string =>
  text.replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")

const radioButton = (name: string, value: string): string => {
  const id = escapeAttribute(`variant-option-${name}-${value}`)
  return `      <input type="radio" class="variant-radiobtn" value="${escapeAttribute(value)}" name="${escapeAttribute(`variant-option-${name}`)}" id="${id}"/>
      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="${id}">${escapeHtml(value)}</label>
`
}

const optionBlock = (name: string, values: readonly string[], prompt: string): string => {
  const attributeName = escapeAttribute(name)
  const choices = values.map(
    (value) => `<option value="${escapeAttribute(value)}">${escapeHtml(value)}</option>`,
  )
  return `    <div class="variant-option">
    <div class="variant-option-title">${escapeHtml(name)}: </div>
    <div class="variant-select-wrapper">
      <select aria-label="${ariaLabel(prompt)}" data-variant-option-name="${attributeName}">
        <option value="">${escapeHtml(prompt)}</option>
        ${choices.join("")}
      </select>
    </div>
    <div class="variant-radiobtn-wrapper" data-variant-option-name="${attributeName}">
${values.map((value) => radioButton(name, value)).join("")}    </div>
    </div>
`
}

/**
 * JSON escaped for a double-quoted attribute, as `escapeAttribute` does: JSON is long and full of
 * quotes, and one native `replaceAll` per special character present is faster than its loop.
 */
const jsonAttribute = (value: unknown): string => {
  let text = JSON.stringify(value) ?? ""
  if (text.includes("&")) text = text.replaceAll("&", "&amp;")
  if (text.includes("<")) text = text.replaceAll("<", "&lt;")
  if (text.includes(">")) text = text.replaceAll(">", "&gt;")
  return text.includes('"') ? text.replaceAll('"', "&quot;") : text
}

// `variants-select` and `product-checkout` both print a product's variants: escape them once.
const variantsAttribute = perRender(jsonAttribute)

/**
 * The markup of `{item|variants-select}`: nothing when the product has no options to choose;
 * otherwise the product's variants as JSON for the page script, its subscription plan when it is
 * subscribable, and one chooser per option in `variantOptionOrdering` order, each with the
 * site's translated prompt (`localizedStrings.productVariantSelectText`) or "Select {name}".
 *
 * @example
 * variantsSelect(item, ctx) // '<div class="product-variants" data-item-id="…" …'
 */
export const variantsSelect = (item: unknown, ctx: PluginContext): string => {
  const content = stepPath(item, "structuredContent")
  const product = productOf(ctx, content)
  const names = optionNames(product)
  if (names.length === 0) return ""
  const wording = translation(ctx, "productVariantSelectText")
  const plan = stepPath(content, "subscriptionPlan")
  const subscription = product.isSubscribable
    ? ` data-is-subscribable="true"${plan === undefined ? "" : ` data-subscription-plan="${jsonAttribute(plan)}"`}`
    : ""
  const options = names.map((name) =>
    optionBlock(name, optionValues(product, name), selectPrompt(name, wording)),
  )
  // The leading blank lines are the reference engine's (see commerce-markup.ts).
  return `\n  \n  \n  \n  \n\n  <div class="product-variants" data-item-id="${escapeAttribute(asString(stepPath(item, "id")))}" data-variants="${variantsAttribute(ctx, stepPath(content, "variants"))}"${subscription} data-animation-role="content">
${options.join("")}  </div>
`
}
