import type { ComponentProps } from "react"
import { useInLanguage } from "./in-language.ts"
import { LinkAsGiven } from "./LinkAsGiven.tsx"

/**
 * An in-app link that stays in the page's language: `LinkAsGiven` to `href` under the page's
 * language prefix (`/account` is `/fr/account` on a French page; core's `pathInLanguage`, which
 * leaves a path already in the language, the admin and other sites' addresses as given).
 *
 * @example
 * <Link href="/cart">View cart</Link>
 */
export const Link = ({ href, ...props }: ComponentProps<"a"> & { href: string }) => (
  <LinkAsGiven {...props} href={useInLanguage()(href)} />
)
