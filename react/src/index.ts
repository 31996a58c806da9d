/**
 * `@vitrine/react`: the storefront's React pieces. One provider over any store client, hooks for the
 * cart, adding to it, a product page's choice and the store settings, and components that are
 * unstyled by default (stable `vitrine-*` class names, `data-state`; `@vitrine/react/styles.css` is
 * an optional stylesheet), accessible, and free of routing (links take `href` and `onNavigate`).
 * The site editor's building blocks (`LinkEditor`, `DataTable`, `DatasetEditor`; the site styles'
 * `FontPicker` with `useFontCatalogue` and `StyleGuide`, and `ColourPicker`) are for any
 * storefront's admin screens, on `@vitrine/core/editor`'s, `/site`'s and `/colour`'s rules. Small DOM
 * helpers (`waitForNode`, `settled`, `scrollToElement`, `tween`) carry the spec's default timings.
 *
 * @example
 * import { AddToCartButton, CartPill, Price, VitrineProvider } from "@vitrine/react"
 */
export { AddToCartAlert } from "./add-to-cart/AddToCartAlert.tsx"
export { AddToCartButton, type AddToCartButtonProps } from "./add-to-cart/AddToCartButton.tsx"
export type { AddAlertTexts } from "./add-to-cart/alert-texts.ts"
export type { AlertTitleTexts } from "./add-to-cart/alert-title.ts"
export type { AddAlert, AddButtonPhase } from "./add-to-cart/use-add-button.ts"
export {
  type AddToCartChoice,
  type AddToCartState,
  type AddToCartTexts,
  useAddToCart,
} from "./add-to-cart/use-add-to-cart.ts"
export { CartIcon } from "./cart/CartIcon.tsx"
export { CartIndicator, type CartIndicatorProps } from "./cart/CartIndicator.tsx"
export { CartPill, type CartPillProps } from "./cart/CartPill.tsx"
export type { CartSession, CartStatus, ItemAdded } from "./cart/cart-context.ts"
export { type CartStore, createCartStore } from "./cart/cart-store.ts"
export { ItemAddedPopover, type ItemAddedPopoverProps } from "./cart/ItemAddedPopover.tsx"
export { type PopoverPlacement, popoverPlacement } from "./cart/popover-placement.ts"
export { useCart } from "./cart/use-cart.ts"
export type { AddToCartInput, ApiError, ApiResult, VitrineClient } from "./client.ts"
export { ConfirmDialog, type ConfirmDialogProps } from "./dialog/ConfirmDialog.tsx"
export { type ConfirmHandle, type ConfirmOptions, useConfirm } from "./dialog/use-confirm.tsx"
export {
  SCROLL_ANIMATION,
  type ScrollToElementOptions,
  scrollTarget,
  scrollToElement,
} from "./dom/scroll-to-element.ts"
export { SETTLE_MS, type SettledOptions, settled } from "./dom/settled.ts"
export { DEFAULT_TWEEN_MS, easeInOut, type Tween, type TweenOptions, tween, tweenValue } from "./dom/tween.ts"
export { WAIT_FOR_NODE_MS, type WaitForNodeOptions, waitForNode } from "./dom/wait-for-node.ts"
export { DatasetEditor, type DatasetEditorProps } from "./editor/DatasetEditor.tsx"
export { DataTable, type DataTableColumn, type DataTableProps } from "./editor/DataTable.tsx"
export { LinkEditor, type LinkEditorProps } from "./editor/LinkEditor.tsx"
export {
  AdditionalFieldsLightbox,
  type AdditionalFieldsLightboxProps,
} from "./form/AdditionalFieldsLightbox.tsx"
export { Captcha, type CaptchaHandle, type CaptchaProps } from "./form/Captcha.tsx"
export { FormBlock, type FormBlockProps } from "./form/FormBlock.tsx"
export { FormFieldInput, initialValues } from "./form/FormFields.tsx"
export { LIKERT_KEYS, PART_LABEL_KEYS, PART_LABELS } from "./form/field-texts.ts"
export type { FormTexts } from "./form/form-texts.ts"
export { TurnstileWidget, type TurnstileWidgetProps } from "./form/TurnstileWidget.tsx"
export { useAdditionalFields } from "./form/use-additional-fields.tsx"
export { type EditAnswersClient, useEditAnswers } from "./form/use-edit-answers.tsx"
export { type LinkTarget, NavigationLink } from "./link/NavigationLink.tsx"
export { PayLaterLine } from "./paylater/PayLaterLine.tsx"
export { OneTimePrice } from "./product/OneTimePrice.tsx"
export { OptionSelects, type OptionSelectsProps } from "./product/OptionSelects.tsx"
export { Price } from "./product/Price.tsx"
export type { PriceProps, PriceTexts } from "./product/price-markup.tsx"
export { QuantityInput } from "./product/QuantityInput.tsx"
export { shownVariant } from "./product/shown-variant.ts"
export { showsSubscriptionPrice } from "./product/shows-subscription-price.ts"
export { useProductSelection } from "./product/use-product-selection.ts"
export { VariantSelects } from "./product/VariantSelects.tsx"
export { useVitrineClient } from "./provider/client-context.ts"
export { VitrineProvider } from "./provider/VitrineProvider.tsx"
export type { StoreSettingsState } from "./settings/settings-context.ts"
export { useStoreSettings } from "./settings/use-store-settings.ts"
export { ColourPicker, type ColourPickerProps } from "./styles/ColourPicker.tsx"
export { FontPicker, type FontPickerProps } from "./styles/FontPicker.tsx"
export { StyleGuide, type StyleGuideProps } from "./styles/StyleGuide.tsx"
export {
  type FontCatalogue,
  loadFontFaces,
  type PickerFont,
  type PreviewState,
  useFontCatalogue,
} from "./styles/use-font-catalogue.ts"
