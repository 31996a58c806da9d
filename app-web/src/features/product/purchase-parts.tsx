import type { OptionSelection, Product, Variant } from "@vitrine/core/catalog"
import { showsSubscriptionPrice } from "@vitrine/react"
import { memo, Suspense } from "react"
import { lazyPart } from "../../app/lazy-part.ts"
import { afterNumberFormatting } from "../../app/number-formatting.ts"

// The purchase area's parts kept off the island page's first load. Each renders on the server and
// hydrates when its chunk arrives, the server's HTML staying on screen meanwhile, but only while its
// Suspense boundary gets no new props: React drops the HTML of a boundary updated before its code is
// there for the (empty) fallback. So each boundary sits in a `memo`, rendered again only when its
// own props change, not each time the purchase area does (a quantity typed, a choice taken in).

// Neither is needed to paint or to add to the cart: the pay-later line hydrates when its chunk
// arrives, the restock box only shows for a sold-out choice.
const PayLaterLine = lazyPart(() =>
  afterNumberFormatting(import("./PayLaterLine.tsx").then((module) => module.PayLaterLine)),
)
// The subscription wording is only for subscribable products: the price with it is a chunk of its own.
const SubscriptionPrice = lazyPart(() =>
  afterNumberFormatting(import("./Price.tsx").then((module) => module.Price)),
)
// Prices are formatted money, which no island formats on its first render (it would put the
// formatting on every island page's first load): the price is a chunk of its own, and so are a gift
// card's selects, whose amounts are prices. The prices' own modules write them in the page's language. Each money part renders after the browser's number
// formatting is set up, in a task of its own (the first Intl.NumberFormat loads ICU's data: one long
// call that cannot be split, kept apart from the render).
const OneTimePrice = lazyPart(() =>
  afterNumberFormatting(import("./OneTimePrice.tsx").then((module) => module.OneTimePrice)),
)
const VariantSelects = lazyPart(() =>
  afterNumberFormatting(import("@vitrine/react/variant-selects").then((module) => module.VariantSelects)),
)
const LazyRestockBox = lazyPart(() => import("./RestockBox.tsx").then((module) => module.RestockBox))

/**
 * The price of `variant` (the subscription wording for a subscribable product) and the pay-later
 * line. Give it the chosen variant as a deferred value (`useDeferredValue`): a choice made before
 * the price's chunk arrived then leaves the server's price on screen until it has, and the chosen
 * variant's price replaces it in one step, instead of the price blanking meanwhile.
 *
 * @example
 * <PurchasePrice product={product} variant={useDeferredValue(chosen.variant)} />
 */
export const PurchasePrice = memo(
  ({ product, variant }: { product: Product; variant: Variant | undefined }) => (
    <>
      <Suspense fallback={null}>
        {showsSubscriptionPrice(product) ? (
          <SubscriptionPrice product={product} variant={variant} />
        ) : (
          <OneTimePrice product={product} variant={variant} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        <PayLaterLine product={product} variant={variant} />
      </Suspense>
    </>
  ),
)

/**
 * A gift card's selects: `VariantSelects` (its amounts worded as prices) as a part of its own.
 *
 * @example
 * <GiftCardSelects product={giftCard} selection={chosen.selection} onChange={chosen.setSelection} />
 */
export const GiftCardSelects = memo(
  (props: {
    product: Product
    selection: OptionSelection
    onChange: (selection: OptionSelection) => void
  }) => (
    <Suspense fallback={null}>
      <VariantSelects {...props} />
    </Suspense>
  ),
)

/**
 * The back-in-stock box of `variant`, as a part of its own. Key it by the variant: a sign-up for
 * one says nothing of another.
 *
 * @example
 * <RestockBox key={variant?.id ?? "none"} product={product} variant={variant} />
 */
export const RestockBox = memo(({ product, variant }: { product: Product; variant: Variant | undefined }) => (
  <Suspense fallback={null}>
    <LazyRestockBox product={product} variant={variant} />
  </Suspense>
))
