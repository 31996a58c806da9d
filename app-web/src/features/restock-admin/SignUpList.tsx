import type { RestockSignUp } from "@vitrine/core/restock"
import { useStoreClient } from "../../api/context.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { MORE_PAGES_LOADING_TEXT, MorePages } from "../../components/MorePages.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { useNextPages } from "../../components/use-next-pages.ts"

/**
 * The list's texts. Ours: the spec shows the merchant's calls (API-012), not a screen.
 *
 * @example
 * screen.getByRole("button", { name: SIGN_UP_LIST_TEXT.more })
 */
export const SIGN_UP_LIST_TEXT = {
  loading: "Loading sign-ups",
  more: "Show more",
  loadingMore: MORE_PAGES_LOADING_TEXT,
} as const

/**
 * The sign-ups of one variant, oldest first, a page at a time ("Show more" fetches the next,
 * API-012): e-mail, when, and whether a send covered it. A list that does not load says how it
 * failed (`ErrorScreen`); a next page that does not keeps the sign-ups shown, with the failure's
 * screen (and its button, which asks for the same page again) in place of "Show more".
 *
 * @example
 * <SignUpList productId="merino-beanie" variantId="v1" />
 */
export const SignUpList = ({ productId, variantId }: { productId: string; variantId: string }) => {
  const client = useStoreClient()
  const variant = { productId, variantId }
  const [loaded, retry] = useLoad(() => client.restockSignUps(variant), `${productId}/${variantId}`)
  const next = useNextPages<RestockSignUp>(
    async (cursor) => {
      const page = await client.restockSignUps(variant, cursor)
      return page.ok
        ? { ok: true, value: { items: page.value.signUps, cursor: page.value.nextPageCursor } }
        : page
    },
    loaded.status === "ready" ? loaded.value.nextPageCursor : null,
    `${productId}/${variantId}`,
  )
  if (loaded.status === "loading") return <Spinner label={SIGN_UP_LIST_TEXT.loading} />
  if (loaded.status !== "ready") return <ErrorScreen onRetry={retry} failure={loaded} />
  const signUps = [...loaded.value.signUps, ...next.items]
  return (
    <div aria-busy={next.loading}>
      <ul className="restock-sign-ups">
        {signUps.map((one) => (
          <li key={one.id}>
            {one.email} — signed up {new Date(one.signedUpAt).toLocaleString("en")}
            {one.sentAt === null ? ", waiting" : ", sent"}
          </li>
        ))}
      </ul>
      <MorePages pages={next} label={SIGN_UP_LIST_TEXT.more} className="link-button" />
    </div>
  )
}
