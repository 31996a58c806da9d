import type { RestockSignUp } from "@vitrine/core/restock"
import { useState } from "react"
import { useStoreClient } from "../../api/context.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"

/**
 * The sign-ups of one variant, oldest first, a page at a time ("Show more" fetches the next,
 * API-012): e-mail, when, and whether a send covered it.
 *
 * @example
 * <SignUpList productId="merino-beanie" variantId="v1" />
 */
export const SignUpList = ({ productId, variantId }: { productId: string; variantId: string }) => {
  const client = useStoreClient()
  const [more, setMore] = useState<readonly RestockSignUp[]>([])
  const [cursor, setCursor] = useState<string | null>(null)
  const [loaded, retry] = useLoad(async () => {
    const page = await client.restockSignUps({ productId, variantId })
    if (page.ok) setCursor(page.value.nextPageCursor)
    return page
  }, `${productId}/${variantId}`)
  const showMore = async () => {
    if (cursor === null) return
    const page = await client.restockSignUps({ productId, variantId }, cursor)
    if (!page.ok) return
    setMore((before) => [...before, ...page.value.signUps])
    setCursor(page.value.nextPageCursor)
  }
  if (loaded.status === "loading") return <Spinner label="Loading sign-ups" />
  if (loaded.status !== "ready") return <ErrorScreen onRetry={retry} failure={loaded} />
  const signUps = [...loaded.value.signUps, ...more]
  return (
    <>
      <ul className="restock-sign-ups">
        {signUps.map((one) => (
          <li key={one.id}>
            {one.email} — signed up {new Date(one.signedUpAt).toLocaleString("en")}
            {one.sentAt === null ? ", waiting" : ", sent"}
          </li>
        ))}
      </ul>
      {cursor !== null && (
        <button type="button" className="link-button" onClick={() => void showMore()}>
          Show more
        </button>
      )}
    </>
  )
}
