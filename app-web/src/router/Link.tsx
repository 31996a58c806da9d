import type { AnchorHTMLAttributes, MouseEvent } from "react"
import { navigate } from "./history.ts"

/**
 * An anchor that navigates inside the app. Modified clicks (new tab, new window) and other buttons
 * are left to the browser, so the link behaves like any link.
 *
 * @example
 * <Link href="/cart">View cart</Link>
 */
export const Link = ({
  href,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(href)
  }
  return <a href={href} onClick={follow} {...rest} />
}
