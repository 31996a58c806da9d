import { ErrorScreen } from "./ErrorScreen.tsx"
import type { NextPages } from "./use-next-pages.ts"

/** What the control says while the next page is on its way. */
export const MORE_PAGES_LOADING_TEXT = "Loading…"

/**
 * The end of a list shown a page at a time: the button that asks for the next page (saying so while
 * it loads, and ignoring another press meanwhile), or, when the last ask failed, the failure's
 * screen with its retry in the button's place; nothing once the last page is shown.
 *
 * @example
 * <MorePages pages={next} label="Load more" className="button button-secondary" />
 */
export const MorePages = <Item,>({
  pages,
  label,
  className,
  of = "page",
}: {
  pages: NextPages<Item>
  label: string
  className: string
  /** What the failure's screen says failed to load (see ErrorScreen). */
  of?: "page" | "results"
}) => {
  if (pages.failed !== null)
    return <ErrorScreen onRetry={() => void pages.loadMore()} failure={pages.failed} of={of} />
  if (pages.cursor === null) return null
  return (
    <button
      type="button"
      className={className}
      aria-disabled={pages.loading || undefined}
      onClick={() => void pages.loadMore()}
    >
      {pages.loading ? MORE_PAGES_LOADING_TEXT : label}
    </button>
  )
}
