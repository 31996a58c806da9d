import { NavigationLink } from "@vitrine/react"
import type { ComponentProps } from "react"
import { navigate } from "./history.ts"

/**
 * An anchor that navigates inside the app (`@vitrine/react`'s `NavigationLink` on this router).
 * Modified clicks (new tab, new window) and other buttons are left to the browser, so the link
 * behaves like any link.
 *
 * @example
 * <Link href="/cart">View cart</Link>
 */
export const Link = (props: ComponentProps<"a"> & { href: string }) => (
  <NavigationLink {...props} onNavigate={navigate} />
)
