import { NavigationLink } from "@vitrine/react"
import type { ComponentProps } from "react"
import { useNavigate } from "./navigation.tsx"
import { usePathPrefetch } from "./page-prefetch.tsx"

/**
 * An anchor to exactly `href` that navigates inside the app (`@vitrine/react`'s `NavigationLink` on this router), or
 * by a full page load on an island page (`useNavigate`).
 * Modified clicks (new tab, new window) and other buttons are left to the browser, so the link
 * behaves like any link. The code of the page it leads to is fetched on the visitor's intent (the
 * pointer over the link, a touch, keyboard focus: `PagePrefetchProvider`), a few hundred
 * milliseconds before the click, instead of eagerly while the current page loads. For an island
 * page's first load, which has no room for the language's code: its caller gives the path already
 * in the page's language. Everywhere else, `Link`.
 *
 * @example
 * <LinkAsGiven href={`${prefix}/account`}>Account</LinkAsGiven>
 */
export const LinkAsGiven = ({
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: ComponentProps<"a"> & { href: string }) => {
  const prefetchPath = usePathPrefetch()
  const navigate = useNavigate()
  const prefetch = (href: string) => prefetchPath(href.split(/[?#]/)[0] ?? href)
  return (
    <NavigationLink
      {...props}
      onPointerEnter={(event) => {
        prefetch(props.href)
        onPointerEnter?.(event)
      }}
      onFocus={(event) => {
        prefetch(props.href)
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        prefetch(props.href)
        onTouchStart?.(event)
      }}
      onNavigate={navigate}
    />
  )
}
