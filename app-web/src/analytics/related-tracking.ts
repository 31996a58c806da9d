import { PRODUCT_ID_ATTRIBUTE, PRODUCT_PAGE_ATTRIBUTE, RELATED_SECTION_ATTRIBUTE } from "./related-markers.ts"

/** What the page's "You may also like" sections report (the session turns them into events). */
export interface RelatedReports {
  /** A section came into view, first time only: the id of the product it is shown for. */
  readonly displayed: (productId: string) => void
  /** A link of a section's card was followed: the id of that card's product. */
  readonly clicked: (productId: string) => void
}

const SECTION = `[${RELATED_SECTION_ATTRIBUTE}]`

/**
 * Where on the page an add of the product `productId` came from, when not from the page itself: the
 * `product_page` (TRACK-009) of the marked part holding its card, `add-on` for the "You may also
 * like" section (which never shows the page's own product), `product_block` for a product block;
 * undefined when no marked part shows it.
 *
 * @example
 * addedFrom(document, entry.itemId) // "add-on" after an add from the related section
 */
export const addedFrom = (page: ParentNode, productId: string): "add-on" | "product_block" | undefined => {
  for (const card of page.querySelectorAll(`[${PRODUCT_ID_ATTRIBUTE}]`)) {
    if (card.getAttribute(PRODUCT_ID_ATTRIBUTE) !== productId) continue
    const place = card.closest(`[${PRODUCT_PAGE_ATTRIBUTE}]`)?.getAttribute(PRODUCT_PAGE_ATTRIBUTE)
    if (place === "add-on" || place === "product_block") return place
  }
  return undefined
}

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
  const shown = (section: Element) => reports.displayed(section.getAttribute(RELATED_SECTION_ATTRIBUTE) ?? "")
  // Where the browser cannot tell what is on screen (no IntersectionObserver), a section counts as
  // displayed when it is found, as WhenNearScreen renders at once there; the session must not fail.
  const onScreen =
    typeof IntersectionObserver === "undefined"
      ? { observe: shown, disconnect: () => {} }
      : new IntersectionObserver((entries, observer) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue
            observer.unobserve(entry.target)
            shown(entry.target)
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
