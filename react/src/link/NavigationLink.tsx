import type { ComponentProps, MouseEvent } from "react"

/** Where a component's link goes, and how the app goes there. */
export interface LinkTarget {
  /** The link's address. */
  readonly href?: string
  /**
   * The app's own navigation (a router's `navigate`), called with `href` on a plain left click
   * instead of the browser's page load. Clicks with a modifier key (new tab, new window) stay with
   * the browser. Without it the link is an ordinary link.
   */
  readonly onNavigate?: ((href: string) => void) | undefined
}

/**
 * An anchor that hands plain clicks to the app's router when it is given one (`onNavigate`), so the
 * components route nothing themselves and work with any router, or with none.
 *
 * @example
 * <NavigationLink href="/cart" onNavigate={router.navigate}>View cart</NavigationLink>
 */
export const NavigationLink = ({
  href,
  onNavigate,
  onClick,
  ...rest
}: ComponentProps<"a"> & { href: string; onNavigate?: LinkTarget["onNavigate"] }) => {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (onNavigate === undefined || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onNavigate(href)
  }
  return <a href={href} onClick={follow} {...rest} />
}
