import type { Product, Variant } from "@vitrine/core/catalog"
import { PayLaterLine as PlainLine } from "@vitrine/react/pay-later-line"
import { useRenderedPageData } from "../../ssr/page-data-context.tsx"

/**
 * `@vitrine/react`'s pay-later line in the page's language: its wording, "Learn more" and the
 * dialog's texts from the page's dictionary, its amounts as the language writes numbers (the
 * currency stays the store's). A page under a language prefix (`/fr/…`) is the shopper's choice of
 * language, so it also picks the provider's locale (fr_CA for a Canadian store on a French page,
 * PAYLATER-010); the primary's pages keep the browser's language for it, as before. A lazy part of
 * the purchase area (see purchase-parts.tsx).
 *
 * @example
 * <PayLaterLine product={tee} variant={chosen} />
 */
export const PayLaterLine = (props: { product: Product; variant: Variant | undefined }) => {
  const language = useRenderedPageData()?.language
  return (
    <PlainLine
      {...props}
      texts={language?.strings}
      locale={language?.tag}
      {...(language?.prefix ? { language: language.tag } : {})}
    />
  )
}
