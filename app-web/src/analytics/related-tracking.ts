import { PRODUCT_ID_ATTRIBUTE, RELATED_SECTION_ATTRIBUTE } from "./related-markers.ts"

/** What the page's "You may also like" sections report (the session turns them into events). */
export interface RelatedReports {
  /** A section came into view, first time only: the id of the product it is shown for. */
  readonly displayed: (productId: string) => void
  /** A link of a section's card was followed: the id of that card's product. */
  readonly clicked: (productId: string) => void
}

const SECTION = `[${RELATED_SECTION_ATTRIBUTE}]`

/**
 * Whether the product `productId` is one of the page's "You may also like" cards: an add of it on
 * this page came from the section (the section never shows the page's own product).
 *
 * @example
 * isRelatedProduct(document, entry.itemId) // true after an add from the section
 */
export const isRelatedProduct = (page: ParentNode, productId: string): boolean =>
  [...page.querySelectorAll(`${SECTION} [${PRODUCT_ID_ATTRIBUTE}]`)].some(
    (card) => card.getAttribute(PRODUCT_ID_ATTRIBUTE) === productId,
  )

/**
 * Watches the page for "You may also like" sections, those the server sent and those an in-app
 * navigation renders later: each reports `displayed` once, the first time any of it is on screen,
 * and any card link followed reports `clicked` (one listener on the document, capturing, so it runs
 * before the link leaves the page). Part of the analytics session's chunk, so the product page's
 * first load carries none of it. Returns the call that stops watching.
 *
 * @example
 * const stop = watchRelated(document, { displayed: (id) => …, clicked: (id) => … })
 */
export const watchRelated = (page: Document, reports: RelatedReports): (() => void) => {
  const watched = new WeakSet<Element>()
  const onScreen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      onScreen.unobserve(entry.target)
      reports.displayed(entry.target.getAttribute(RELATED_SECTION_ATTRIBUTE) ?? "")
    }
  })
  const watchNew = () => {
    for (const section of page.querySelectorAll(SECTION)) {
      if (watched.has(section)) continue
      watched.add(section)
      onScreen.observe(section)
    }
  }
  const sections = new MutationObserver(watchNew)
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest(`${SECTION} a[href]`) : null
    const productId = link?.closest(`[${PRODUCT_ID_ATTRIBUTE}]`)?.getAttribute(PRODUCT_ID_ATTRIBUTE)
    if (productId) reports.clicked(productId)
  }
  watchNew()
  sections.observe(page.body, { childList: true, subtree: true })
  page.addEventListener("click", onClick, { capture: true })
  return () => {
    onScreen.disconnect()
    sections.disconnect()
    page.removeEventListener("click", onClick, { capture: true })
  }
}
