import { lazy, Suspense } from "react"
import { WhenNearScreen } from "../components/WhenNearScreen.tsx"

// The form carries the form Schema (Effect's) and the merchant's tables: a chunk of its own, loaded
// when the footer comes near the screen.
const NewsletterFooter = lazy(() =>
  import("../features/forms/NewsletterFooter.tsx").then((module) => ({ default: module.NewsletterFooter })),
)

/**
 * The footer's newsletter form, once the footer comes near the screen (an island of its own on
 * island pages, hydrated then too).
 *
 * @example
 * <footer><FooterNewsletter /></footer>
 */
export const FooterNewsletter = () => (
  <WhenNearScreen>
    <Suspense fallback={null}>
      <NewsletterFooter />
    </Suspense>
  </WhenNearScreen>
)
