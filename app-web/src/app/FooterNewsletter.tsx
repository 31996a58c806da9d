import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from "react"
import { WhenNearScreen } from "../components/WhenNearScreen.tsx"
import { NewsletterSection, NewsletterUnavailable } from "../features/forms/newsletter-section.tsx"

// The form carries the form Schema (Effect's) and the merchant's tables: a chunk of its own, loaded
// when the footer comes near the screen. A fresh `lazy` per try: React keeps a failed import's error.
const newsletterForm = (): ComponentType =>
  lazy(() =>
    import("../features/forms/NewsletterFooter.tsx").then((module) => ({ default: module.NewsletterFooter })),
  )

/**
 * Catches the form's chunk that did not arrive (the connection dropped after the page loaded, or a
 * deploy replaced the hashed files): without it the error would take down the whole store's tree.
 */
class ChunkBoundary extends Component<
  {
    readonly fallback: (retry: () => void) => ReactNode
    readonly onRetry: () => void
    readonly children: ReactNode
  },
  { readonly failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    return this.props.fallback(() => {
      this.props.onRetry()
      this.setState({ failed: false })
    })
  }
}

/**
 * The footer's newsletter form, once the footer comes near the screen (an island of its own on
 * island pages, hydrated then too). Its chunk that does not arrive reads as no answer (UI-016) under
 * the form's heading, with Try again, which asks for the chunk again (see `NewsletterFooter`).
 *
 * @example
 * <footer><FooterNewsletter /></footer>
 */
export const FooterNewsletter = () => {
  const [Form, setForm] = useState(newsletterForm)
  return (
    <WhenNearScreen>
      <ChunkBoundary
        onRetry={() => setForm(() => newsletterForm())}
        fallback={(retry) => (
          <NewsletterSection>
            <NewsletterUnavailable failure={{ kind: "offline" }} onRetry={retry} />
          </NewsletterSection>
        )}
      >
        <Suspense fallback={null}>
          <Form />
        </Suspense>
      </ChunkBoundary>
    </WhenNearScreen>
  )
}
