import { SITE_STYLES_SHEET } from "@vitrine/adapter-http/contract"

// Hidden, not removed, on the admin's screens: a move back to the storefront shows it at once.
const HIDDEN = "not all"

/**
 * Makes the page's site styles follow an in-app move between the admin (the app's own look) and
 * the storefront (the merchant's styles). The server puts them in a storefront page's head (a
 * `<style>` whose id is `SITE_STYLES_SHEET.id`) and leaves them out of the admin's; after a move:
 * on the admin's screens that element (and any sheet still loading) is hidden (`media="not all"`);
 * on a storefront page they are shown and a fresh `<link>` to `SITE_STYLES_SHEET.path` is added
 * (the styles may have just been saved in /admin/styles); the ones before stay until it has loaded,
 * so the page never goes unstyled, then give it their place and id. If it cannot load, they stay.
 *
 * @example
 * followSiteStyles(true) // on a storefront page
 */
export const followSiteStyles = (storefront: boolean, doc: Document = document): void => {
  const before = [
    ...doc.querySelectorAll(`#${SITE_STYLES_SHEET.id}, link[href^="${SITE_STYLES_SHEET.path}"]`),
  ]
  if (!storefront) {
    for (const sheet of before) sheet.setAttribute("media", HIDDEN)
    return
  }
  for (const sheet of before) sheet.removeAttribute("media")
  const fresh = doc.createElement("link")
  fresh.rel = "stylesheet"
  // A new address each move, so a sheet saved meanwhile is read again (the server answers no-cache).
  fresh.href = `${SITE_STYLES_SHEET.path}?at=${Date.now()}`
  fresh.addEventListener("load", () => {
    for (const sheet of before) sheet.remove()
    fresh.id = SITE_STYLES_SHEET.id
  })
  fresh.addEventListener("error", () => fresh.remove())
  doc.head.append(fresh)
}
