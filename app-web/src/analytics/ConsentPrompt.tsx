// In the page's first stylesheet (this module is on the first load, the banner's is not): the
// server's banner is laid out as it will stay while its code arrives.
import "./consent-banner.css"
import { Suspense, useState } from "react"
import { lazyPart } from "../app/lazy-part.ts"
import { usePageData } from "../ssr/page-data-context.tsx"
import { useConsentAnswer } from "./consent-answer.ts"

// Most pages never show the banner (the visitor has answered, or the merchant does not ask): its
// code comes only for a page that shows it; one the server rendered with it keeps the server's
// banner, whose buttons already answer (consent-answer.ts), until it hydrates.
const ConsentBanner = lazyPart(() => import("./ConsentBanner.tsx").then((module) => module.ConsentBanner))

/**
 * The banner when the page asks: as the server decided for the page it rendered (the merchant wants
 * it, the visitor has not answered nor sent Global Privacy Control), so it is in the page's HTML and
 * paints with it; on a page the server did not decide for, once the analytics session says so
 * (`bannerNeeded`, undefined until the session has loaded). Gone once the visitor answers.
 *
 * @example
 * <ConsentPrompt bannerNeeded={session?.bannerNeeded} />
 */
export const ConsentPrompt = ({ bannerNeeded }: { bannerNeeded: boolean | undefined }) => {
  const data = usePageData()
  // The server's decision is for the first page only: it holds after the visitor moves on.
  const [decided] = useState(() => data?.consentBanner)
  const answer = useConsentAnswer()
  return (decided ?? bannerNeeded) && answer === undefined ? (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  ) : null
}
