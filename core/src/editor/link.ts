// The link editor (EDITOR-001): a web address and a link name. Where a link may point is the site's
// one rule for links (`isSiteLinkTarget`, the header's and footer's too), so a link made here can be
// put in the header unchanged. The spec gives two messages and not when each is shown; our choice:
// - an address written as a page of this site (starting with "/") that the rule refuses (a space, a
//   second "/", a control character) is "{val} is not a valid page URL" (EDITOR-017);
// - any other refused address (no scheme, another scheme, a malformed http(s) address, nothing at
//   all) is "Links must be formatted as https://example.com or /page" (EDITOR-016): the two examples
//   are the two kinds of address the rule takes, an address elsewhere and a page of the site.
// The address is read trimmed (a pasted address carries spaces); the name is optional (a link
// without one shows its address) and at most 100 characters.
import { isSiteLinkTarget } from "../site/header-footer-link.ts"

/** The link editor's limit on a name, ours: the spec gives none. */
export const LINK_LIMITS = { name: 100 } as const

/** The two example addresses of "Links must be formatted as {host} or {host}" (EDITOR-016), ours. */
export const LINK_EXAMPLE_HOSTS = ["https://example.com", "/page"] as const

/**
 * The link editor's messages: the spec's two for the address (EDITOR-016, EDITOR-017) and ours for
 * the name.
 *
 * @example
 * LINK_MESSAGE.pageUrl("/a b") // "/a b is not a valid page URL"
 */
export const LINK_MESSAGE = {
  format: `Links must be formatted as ${LINK_EXAMPLE_HOSTS[0]} or ${LINK_EXAMPLE_HOSTS[1]}`,
  pageUrl: (val: string) => `${val} is not a valid page URL`,
  name: `A link name must be at most ${LINK_LIMITS.name} characters`,
} as const

/** What the link editor holds: the address and the name as typed. */
export interface LinkDraft {
  readonly address: string
  readonly name: string
}

/** A link the editor may save: its address trimmed, its name trimmed (empty: none). */
export interface EditorLink {
  readonly address: string
  readonly name: string
}

/** The fields of a link draft that can be wrong, each with its message. */
export type LinkErrors = Partial<Record<keyof LinkDraft, string>>

/** A checked link draft: the link to save, or a message per field. */
export type LinkCheck =
  | { readonly ok: true; readonly link: EditorLink }
  | { readonly ok: false; readonly errors: LinkErrors }

/**
 * Why a link's address is refused (EDITOR-016, EDITOR-017), or `undefined` when it is a page of
 * this site or an http(s) address (`isSiteLinkTarget`).
 *
 * @example
 * linkAddressError("https://example.com/about") // undefined
 * linkAddressError("example.com") // "Links must be formatted as https://example.com or /page"
 * linkAddressError("/a b") // "/a b is not a valid page URL"
 */
export const linkAddressError = (address: string): string | undefined => {
  const trimmed = address.trim()
  if (isSiteLinkTarget(trimmed)) return undefined
  return trimmed.startsWith("/") && !trimmed.startsWith("//")
    ? LINK_MESSAGE.pageUrl(trimmed)
    : LINK_MESSAGE.format
}

/**
 * Checks the link editor's draft (EDITOR-001): the link to save, trimmed, or each field's message.
 *
 * @example
 * checkLink({ address: " /contact ", name: "Contact" }) // { ok: true, link: { address: "/contact", name: "Contact" } }
 */
export const checkLink = (draft: LinkDraft): LinkCheck => {
  const address = draft.address.trim()
  const name = draft.name.trim()
  const addressError = linkAddressError(address)
  const nameError = name.length > LINK_LIMITS.name ? LINK_MESSAGE.name : undefined
  if (addressError === undefined && nameError === undefined) return { ok: true, link: { address, name } }
  return {
    ok: false,
    errors: {
      ...(addressError === undefined ? {} : { address: addressError }),
      ...(nameError === undefined ? {} : { name: nameError }),
    },
  }
}
