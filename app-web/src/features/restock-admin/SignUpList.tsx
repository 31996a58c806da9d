import type { RestockSignUp } from "@vitrine/core/restock"
import { useState } from "react"
import { useStoreClient } from "../../api/context.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { type FailedLoad, failedLoad, useLoad } from "../../components/use-load.ts"

/**
 * The list's texts. Ours: the spec shows the merchant's calls (API-012), not a screen.
 *
 * @example
 * screen.getByRole("button", { name: SIGN_UP_LIST_TEXT.more })
 */
export const SIGN_UP_LIST_TEXT = {
  loading: "Loading sign-ups",
  more: "Show more",
  loadingMore: "Loading…",
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
  const [more, setMore] = useState<readonly RestockSignUp[]>([])
  const [cursor, setCursor] = useState<string | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState<FailedLoad | null>(null)
  const [loaded, retry] = useLoad(async () => {
    const page = await client.restockSignUps({ productId, variantId })
    if (page.ok) setCursor(page.value.nextPageCursor)
    return page
  }, `${productId}/${variantId}`)
  const showMore = async () => {
    if (cursor === null || loadingMore) return
    setLoadingMore(true)
    setMoreFailed(null)
    const page = await client.restockSignUps({ productId, variantId }, cursor)
    setLoadingMore(false)
    if (!page.ok) return setMoreFailed(failedLoad(page.error))
    setMore((before) => [...before, ...page.value.signUps])
    setCursor(page.value.nextPageCursor)
  }
  if (loaded.status === "loading") return <Spinner label={SIGN_UP_LIST_TEXT.loading} />
  if (loaded.status !== "ready") return <ErrorScreen onRetry={retry} failure={loaded} />
  const signUps = [...loaded.value.signUps, ...more]
  return (
    <div aria-busy={loadingMore}>
      <ul className="restock-sign-ups">
        {signUps.map((one) => (
          <li key={one.id}>
            {one.email} — signed up {new Date(one.signedUpAt).toLocaleString("en")}
            {one.sentAt === null ? ", waiting" : ", sent"}
          </li>
        ))}
      </ul>
      {moreFailed !== null && <ErrorScreen onRetry={() => void showMore()} failure={moreFailed} />}
      {cursor !== null && moreFailed === null && (
        <button
          type="button"
          className="link-button"
          aria-disabled={loadingMore || undefined}
          onClick={() => void showMore()}
        >
          {loadingMore ? SIGN_UP_LIST_TEXT.loadingMore : SIGN_UP_LIST_TEXT.more}
        </button>
      )}
    </div>
  )
}
