import { currentPrice, type Product, type Variant } from "@vitrine/core/catalog"
import { type PayLaterModalEvent, payLaterModalOpen, productPayLaterLine } from "@vitrine/core/paylater"
import { lazy, Suspense, useRef, useState } from "react"
import { VISUALLY_HIDDEN } from "../a11y/visually-hidden.ts"
import { withClass } from "../class-name.ts"
import { shownVariant } from "../product/shown-variant.ts"
import { type PayLaterTexts, payLaterWording, providerText } from "./pay-later-texts.ts"

// The modal is code most visitors never run: its own chunk, fetched on the first "Learn more".
const PayLaterDialog = lazy(() =>
  import("./PayLaterDialog.tsx").then((module) => ({ default: module.PayLaterDialog })),
)

const browserLanguage = () => globalThis.navigator?.language ?? "en"

/**
 * The pay-later pill of a product page (UI-006): "or 4 interest-free payments of $17.00 with
 * Afterpay" for the price shown, or the out-of-range wording ("Afterpay available for orders over
 * $35"), and a "Learn more" button that opens the provider's information modal (PAYLATER-011,
 * `PayLaterDialog`, loaded on the first click). Core decides everything: whether the store's
 * currency has pay-later (USD, CAD, AUD, NZD, GBP), the brand and locale for the shopper's
 * language, the range, the wording, the modal's address and its fallback text. A modal that cannot
 * be fetched is only logged (PAYLATER-014): the dialog still opens, with core's plain fallback text.
 * The shopper's language is the browser's unless `language` is given. "Learn more" is named
 * "Learn more about Afterpay": its visible text first (WCAG 2.5.3). `texts` (a page's dictionary)
 * and `locale` (its numbers') word the line, its button and the dialog in the page's language;
 * English, the spec's words, and en-US numbers without them.
 *
 * @example
 * <PayLaterLine product={product} variant={exact} />
 */
export const PayLaterLine = ({
  product,
  variant,
  language,
  className,
  texts,
  locale,
}: {
  product: Product
  variant: Variant | undefined
  language?: string
  className?: string
  texts?: PayLaterTexts | undefined
  locale?: string | undefined
}) => {
  const [open, setOpen] = useState(false)
  const learnMore = useRef<HTMLButtonElement>(null)
  const shown = shownVariant(product, variant)
  if (shown === undefined) return null
  const line = productPayLaterLine({
    productType: product.productType,
    price: currentPrice(shown),
    shopperLanguage: language ?? browserLanguage(),
    text: { wording: payLaterWording(texts), ...(locale === undefined ? {} : { locale }) },
  })
  if (line === undefined) return null
  const onEvent = (event: PayLaterModalEvent) => setOpen((isOpen) => payLaterModalOpen(isOpen, event))
  const brand = <span className="vitrine-pay-later-brand">{line.brandName}</span>
  return (
    <div className={withClass("vitrine-pay-later", className)}>
      <p className="vitrine-pay-later-text">
        {line.brandFirst ? (
          <>
            {brand} {line.text}
          </>
        ) : (
          <>
            {line.text} {brand}
          </>
        )}
      </p>
      <button
        ref={learnMore}
        type="button"
        className="vitrine-pay-later-more"
        aria-haspopup="dialog"
        aria-label={providerText(texts, "payLaterLearnMoreAbout", line.brandName)}
        onClick={() => onEvent("info-button")}
      >
        {providerText(texts, "payLaterLearnMore", line.brandName)}
      </button>
      {open && (
        <Suspense
          fallback={
            <span role="status" style={VISUALLY_HIDDEN}>
              {providerText(texts, "payLaterLoading", line.brandName)}
            </span>
          }
        >
          <PayLaterDialog
            locale={line.locale}
            brandName={line.brandName}
            texts={texts}
            returnFocus={learnMore}
            onClose={onEvent}
          />
        </Suspense>
      )}
    </div>
  )
}
