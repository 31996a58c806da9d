import { type RestockBoxConfig, restockMailingListStart } from "@vitrine/core/restock"
import { useEffect, useState } from "react"
import { useStoreClient } from "../../api/context.tsx"
import { usePageData } from "../../ssr/page-data-context.tsx"

// Until the store answers, the box asks for no captcha and offers no mailing list.
const UNKNOWN_BOX: RestockBoxConfig = {
  captcha: false,
  mailingListSignUp: false,
  mailingListOptInByDefault: false,
}

/**
 * What the restock box needs of the store (captcha, mailing-list checkbox), and the checkbox's
 * state (`null`: none; RESTOCK-003). The server embeds it in a page it renders, so the box renders
 * whole there and asks nothing; a page opened in the app asks the store once. Unanswered, the box
 * goes on without a captcha or checkbox: the server's refusal then says why (RESTOCK-010).
 *
 * @example
 * const { box, joined, setJoined } = useRestockBoxConfig()
 */
export const useRestockBoxConfig = () => {
  const client = useStoreClient()
  const embedded = usePageData()?.restockBox
  const [box, setBox] = useState(embedded ?? UNKNOWN_BOX)
  const [joined, setJoined] = useState(restockMailingListStart(box))
  useEffect(() => {
    if (embedded !== undefined) return
    let live = true
    void client.restockBox().then((answer) => {
      if (!live || !answer.ok) return
      setBox(answer.value)
      setJoined(restockMailingListStart(answer.value))
    })
    return () => {
      live = false
    }
  }, [client, embedded])
  return { box, joined, setJoined }
}
