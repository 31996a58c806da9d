import { Link } from "../router/Link.tsx"
import { usePageText } from "../ssr/page-language.ts"
import { PageHeading } from "./PageHeading.tsx"

/**
 * The page for a path or product that does not exist, in the page's language (SITE-009); its link
 * leads to the shop's home in that language (`Link` keeps the prefix: `/fr`).
 *
 * @example
 * <NotFound />
 */
export const NotFound = () => {
  const text = usePageText()
  return (
    <section className="state-screen">
      <PageHeading title={text("pageNotFound")} />
      <p>{text("pageNotFoundText")}</p>
      <Link href="/" className="button">
        {text("backToShop")}
      </Link>
    </section>
  )
}
