import { Link } from "../router/Link.tsx"
import { PageHeading } from "./PageHeading.tsx"

/**
 * The page for a path or product that does not exist.
 *
 * @example
 * <NotFound />
 */
export const NotFound = () => (
  <section className="state-screen">
    <PageHeading title="Page not found" />
    <p>We could not find that page. It may have moved, or the product is no longer sold.</p>
    <Link href="/" className="button">
      Back to the shop
    </Link>
  </section>
)
