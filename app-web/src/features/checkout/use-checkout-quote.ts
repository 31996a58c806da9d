import { useEffect, useState } from "react"
import { useStoreClient } from "../../api/context.tsx"
import type { CheckoutQuote } from "../../api/store-client.ts"
import { type FailedLoad, failedLoad } from "../../components/use-load.ts"
import { usePageData } from "../../ssr/page-data-context.tsx"
import { localQuote } from "./local-quote.ts"

/** Where the checkout's quote is: loading, there, no cart (404), or failed (and how: `LoadFailure`). */
export type QuoteState =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly quote: CheckoutQuote }
  | { readonly status: "empty" }
  | Extract<FailedLoad, { status: "error" }>

/**
 * The checkout's quote: asked once per attempt (the page's first, and again after a changed total
 * or a failed load), then re-totalled in the browser for the destination and option chosen
 * (`localQuote`), so a change costs no round trip. `cartToken` names a subscription cart. A page the
 * server rendered carries the first attempt's quote (`null`: no cart to check out), so the page
 * arrives whole and its first quote is not asked again.
 *
 * @example
 * const quote = useCheckoutQuote({ country, region, shippingOptionId }, cartToken, attempt)
 */
export const useCheckoutQuote = (
  chosen: { readonly country: string; readonly region: string; readonly shippingOptionId: string },
  cartToken: string | undefined,
  attempt: number,
): QuoteState => {
  const client = useStoreClient()
  const embedded = usePageData()?.quote
  const [quote, setQuote] = useState<QuoteState>(() => embeddedState(embedded))
  // biome-ignore lint/correctness/useExhaustiveDependencies: the quote is asked again only on a new attempt.
  useEffect(() => {
    if (attempt === 0 && embedded !== undefined) return
    let current = true
    // Retrying a failed quote shows the spinner (and a fresh failure screen, with its own wait); a
    // re-quote of a shown checkout (a changed total) keeps the form on screen.
    setQuote((before) => (before.status === "error" ? { status: "loading" } : before))
    client
      .getCheckout({ country: chosen.country, region: chosen.region, ...(cartToken ? { cartToken } : {}) })
      .then((result) => {
        if (!current) return
        if (result.ok) return setQuote({ status: "ready", quote: result.value.quote })
        const failed = failedLoad(result.error)
        setQuote(failed.status === "not-found" ? { status: "empty" } : failed)
      })
    return () => {
      current = false
    }
  }, [attempt])
  return quote.status === "ready" ? { status: "ready", quote: localQuote(quote.quote, chosen) } : quote
}

const embeddedState = (embedded: CheckoutQuote | null | undefined): QuoteState => {
  if (embedded === undefined) return { status: "loading" }
  return embedded === null ? { status: "empty" } : { status: "ready", quote: embedded }
}
