/**
 * Commerce markup formatters: the add-to-cart button, the product page's checkout block (variant
 * chooser, quantity input, button), quick view, status mark, scarcity and restock notices, and a
 * variant's one-line description. Every decision — sold out, on sale, button text, whether the
 * quantity input shows, option order, prompts — is a catalogue rule of `../../catalog`; this file
 * only writes the markup. The line breaks before and between the blocks are the reference engine's
 * (its markup comes from templates that set one variable per line first), kept byte for byte so a
 * page renders exactly as it does there.
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import {
  ADD_BUTTON_TEXT,
  addButtonText,
  QUANTITY_INPUT,
  showsQuantityInput,
} from "../../catalog/add-button.ts"
import { LABELS } from "../../catalog/display.ts"
import { describeVariant } from "../../catalog/options.ts"
import { displayState, STATUS_LABEL } from "../../catalog/status-label.ts"
import { DEFAULT_STORE_SETTINGS } from "../../site/defaults.ts"
import { asString, type FormatterTable, type PluginContext, stepPath } from "../plugins.ts"
import { escapeAttribute, escapeHtml } from "../values/strings.ts"
import { arrayOf, merchandisingOf, productOf, translation } from "./commerce-data.ts"
import { restockNotices, scarcityNotices } from "./commerce-stock.ts"
import { variantsSelect } from "./commerce-variants.ts"

/** A member of the item printed as a variable tag would print it, escaped for an attribute. */
const attribute = (value: unknown, key: string): string => escapeAttribute(asString(stepPath(value, key)))

const addToCartButton = (item: unknown, ctx: PluginContext): string => {
  const content = stepPath(item, "structuredContent")
  const product = productOf(ctx, content)
  const label = escapeAttribute(
    addButtonText(product, {
      addToCart: translation(ctx, "productAddToCartText") ?? ADD_BUTTON_TEXT.addToCart,
      subscribe: translation(ctx, "productSubscribeText") ?? ADD_BUTTON_TEXT.subscribe,
    }),
  )
  // A subscribable product's button carries its first subscription option, the one a plain
  // click subscribes to (API-004 `subscriptionOptionId`).
  const optionId = asString(stepPath(arrayOf(stepPath(content, "productSubscriptionOptions"))[0], "id"))
  const subscription = product.isSubscribable ? ` data-is-subscription="true"` : ""
  const option =
    product.isSubscribable && optionId !== ""
      ? `data-subscription-option-id="${escapeAttribute(optionId)}"`
      : ""
  return `${"\n".repeat(13)}<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">
  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary " role="button" tabindex="0" data-dynamic-strings data-collection-id="${attribute(item, "collectionId")}" data-item-id="${attribute(item, "id")}" data-product-type="${attribute(content, "productType")}" data-use-custom-label="${attribute(content, "useCustomAddButtonText")}"${subscription} data-original-label="${label}" ${option}>
    <div class="sqs-add-to-cart-button-inner">${label}</div>
  </div>
</div>`
}

// Services sell several at a time unless the store says otherwise (DISPLAY-017).
const multipleQuantityAllowedForServices = (ctx: PluginContext): boolean => {
  const setting = ctx.resolve("storeSettings.multipleQuantityAllowedForServices")
  return typeof setting === "boolean"
    ? setting
    : DEFAULT_STORE_SETTINGS.storeSettings.multipleQuantityAllowedForServices
}

const quantityInput = (item: unknown, ctx: PluginContext): string => {
  const product = productOf(ctx, stepPath(item, "structuredContent"))
  if (
    !showsQuantityInput(product, {
      multipleQuantityAllowedForServices: multipleQuantityAllowedForServices(ctx),
    })
  )
    return ""
  const { min, max, step, defaultValue } = QUANTITY_INPUT
  return `\n\n\n<div class="product-quantity-input" data-item-id="${attribute(item, "id")}" data-animation-role="content">
  <div class="quantity-label">${LABELS.quantity}:</div>
  <input aria-label="${LABELS.quantity}" size="4" max="${max}" min="${min}" value="${defaultValue}" type="number" step="${step}"></input>
</div>`
}

/**
 * The commerce markup formatters.
 *
 * @example
 * commerceMarkupFormatters["add-to-cart-btn"]
 */
export const commerceMarkupFormatters: FormatterTable = {
  /** `{item|add-to-cart-btn}`: the product page's add button, its text by ADDCART-008. */
  "add-to-cart-btn": (value, _args, ctx) => addToCartButton(value, ctx),
  /** `{item|product-checkout}`: variant chooser, quantity input and add button together. */
  "product-checkout": (value, _args, ctx) =>
    `${variantsSelect(value, ctx)}${quantityInput(value, ctx)}${addToCartButton(value, ctx)}`,
  /** `{item|product-quick-view group}`: the "Quick View" button (DISPLAY-008); `group` is a path, else literal text. */
  "product-quick-view": (value, args, ctx) => {
    const group = args[0] === undefined ? "" : (ctx.resolve(args[0]) ?? args[0])
    return `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${attribute(value, "id")}" data-group="${escapeAttribute(asString(group))}">${LABELS.quickView}</span>`
  },
  "product-restock-notification": (value, _args, ctx) => restockNotices(value, ctx),
  "product-scarcity": (value, _args, ctx) => scarcityNotices(value, ctx),
  /**
   * `{item|product-status}`: the "sold out" or "sale" mark (DISPLAY-003 to DISPLAY-007), nothing
   * for a product that is neither. The store's own sold-out text (`customSoldOutText` of the
   * merchandising context) replaces "sold out".
   */
  "product-status": (value, _args, ctx) => {
    const state = displayState(productOf(ctx, stepPath(value, "structuredContent")))
    if (state === "none") return ""
    const custom =
      state === "sold-out" ? asString(stepPath(merchandisingOf(value, ctx), "customSoldOutText")) : ""
    return `<div class="product-mark ${state}">${escapeHtml(custom === "" ? STATUS_LABEL[state] : custom)}</div>`
  },
  /** `{item|quantity-input}`: the quantity field when DISPLAY-014 to DISPLAY-016 allow it (DISPLAY-013). */
  "quantity-input": (value, _args, ctx) => quantityInput(value, ctx),
  /** `{variant|variant-descriptor}`: the variant's option values (`optionValues[].value`), "Blue / Large". */
  "variant-descriptor": (value) =>
    escapeHtml(
      describeVariant(
        arrayOf(stepPath(value, "optionValues")).map((option) => asString(stepPath(option, "value"))),
      ),
    ),
  "variants-select": (value, _args, ctx) => variantsSelect(value, ctx),
}
