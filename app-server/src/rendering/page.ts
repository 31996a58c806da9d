const ROOT = /<div id=(["']?)root\1>\s*<\/div>/
const TITLE = /<title>([\s\S]*?)<\/title>/

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The web app's index.html with a product page's first paint: the rendered product block inside the
 * root element (what crawlers, link previews and visitors without JavaScript see; React replaces it
 * when it mounts, as `createRoot` clears its container) and the product's name before the page's
 * title. A page without the usual empty `<div id="root"></div>` gets only the title.
 *
 * @example
 * productPage('<title>Vitrine</title><div id="root"></div>', "Linen Shirt", "<article>…</article>")
 * // '<title>Linen Shirt · Vitrine</title><div id="root"><article>…</article></div>'
 */
export const productPage = (indexHtml: string, title: string, block: string): string =>
  indexHtml
    .replace(TITLE, (_tag, site: string) => `<title>${escapeHtml(title)} · ${site}</title>`)
    .replace(ROOT, () => `<div id="root">${block}</div>`)
