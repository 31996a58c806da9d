import { createElement, Fragment, type ReactNode } from "react"

// Never shown: code, styles, embedded media and controls. The provider's page is read for its
// words; its scripts must not run here and its images and fonts would need their own CSP entries.
const DROPPED =
  "script, style, noscript, template, iframe, frame, object, embed, svg, math, img, picture, video, " +
  "audio, canvas, form, input, button, select, textarea, link, meta, base, title, dialog"

// The elements kept, by what they become. The dialog's own title is an h2, so the page's headings
// sit below it. Anything else (span, article, table…) is unwrapped: its text stays, the tag goes.
const KEPT: { readonly [tag: string]: string } = {
  h1: "h3",
  h2: "h3",
  h3: "h3",
  h4: "h4",
  h5: "h4",
  h6: "h4",
  p: "p",
  div: "div",
  section: "div",
  ul: "ul",
  ol: "ol",
  li: "li",
  strong: "strong",
  b: "strong",
  em: "em",
  i: "em",
  small: "small",
  br: "br",
  a: "a",
}

const LISTS = new Set(["ul", "ol"])

// A link keeps its address only when it is https; it opens outside the store, without a referrer.
const linkProps = (element: Element) => {
  const href = element.getAttribute("href")?.trim() ?? ""
  return /^https:\/\//i.test(href) ? { href, target: "_blank", rel: "noopener noreferrer" } : {}
}

const toReact = (node: Node, key: number, inList: boolean): ReactNode => {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? ""
    return inList && text.trim() === "" ? null : text
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return null
  const element = node as Element
  const tag = KEPT[element.localName]
  const children = childrenOf(element, tag !== undefined && LISTS.has(tag))
  if (tag === undefined) return createElement(Fragment, { key }, ...children)
  if (tag === "br") return createElement("br", { key })
  return createElement(tag, { key, ...(tag === "a" ? linkProps(element) : {}) }, ...children)
}

const childrenOf = (element: Element, inList: boolean): ReactNode[] =>
  Array.from(element.childNodes, (child, index) => toReact(child, index, inList))

/**
 * The words of the provider's modal page (PAYLATER-013) as React nodes, or undefined when it has
 * none. Third-party HTML never reaches the DOM as HTML: it is parsed inertly (`DOMParser` runs no
 * script and loads nothing), scripts, styles, media and controls are dropped, and the rest is
 * rebuilt from a short list of text elements with no attributes but an https link's address.
 *
 * @example
 * payLaterModalNodes("<h1>Pay in 4</h1><script>steal()</script>") // [<h3>Pay in 4</h3>]
 */
export const payLaterModalNodes = (html: string): ReactNode[] | undefined => {
  const body = new DOMParser().parseFromString(html, "text/html").body
  for (const dropped of body.querySelectorAll(DROPPED)) dropped.remove()
  if ((body.textContent ?? "").trim() === "") return undefined
  return childrenOf(body, false)
}
