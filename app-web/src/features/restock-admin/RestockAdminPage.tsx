import type { Product } from "@vitrine/core/catalog"
import { productSignUpTotal, type SendRequest, type SignUpGroup } from "@vitrine/core/restock"
import { useState } from "react"
import { useStoreClient } from "../../api/context.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { allGroups } from "./load-groups.ts"
import { OutboxList } from "./OutboxList.tsx"
import { RestockSettingsPanel } from "./RestockSettingsPanel.tsx"
import { SignUpList } from "./SignUpList.tsx"

/**
 * The screen's texts. Ours: the spec shows the merchant's calls (API-011 to API-015), not a screen.
 *
 * @example
 * screen.getByRole("button", { name: RESTOCK_ADMIN_TEXT.sendAll })
 */
export const RESTOCK_ADMIN_TEXT = {
  title: "Back in stock",
  empty: "Nobody has signed up to hear about a sold-out product yet.",
  send: "Send",
  sendAll: "Send to everyone waiting",
  sending: "Sending…",
  queued: (n: number) => (n === 1 ? "1 e-mail queued." : `${n} e-mails queued.`),
  nothing: "Nobody was waiting: nothing sent.",
} as const

const variantName = (product: Product | undefined, variantId: string): string => {
  const variant = product?.variants.find((one) => one.id === variantId)
  const values = Object.values(variant?.attributes ?? {})
  return values.length > 0 ? values.join(" / ") : (variant?.sku ?? variantId)
}

/**
 * The merchant's restock screen (`/admin/restock`): every group of sign-ups (all pages), each
 * product's total (the sum over its variants, API-012), a send per variant (API-014) and a send to
 * everyone waiting (API-015), the sign-ups of a variant on demand, and the outbox with each
 * e-mail's delivery state, and the automatic send's switch. A send says how many e-mails it queued;
 * the list is read again after.
 *
 * @example
 * <RestockAdminPage />
 */
export const RestockAdminPage = () => {
  const client = useStoreClient()
  const [round, setRound] = useState(0)
  const [loaded, retry] = useLoad(async () => {
    const [groups, products] = await Promise.all([allGroups(client), client.listProducts()])
    if (!groups.ok) return groups
    if (!products.ok) return products
    return { ok: true as const, value: { groups: groups.value, products: products.value.products } }
  }, `restock-${round}`)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ readonly text: string; readonly failed: boolean } | null>(null)

  const send = async (requests: readonly SendRequest[]) => {
    if (busy) return
    setBusy(true)
    setNotice(null)
    const result =
      requests.length === 1 && requests[0]
        ? await client.restockSend(requests[0])
        : await client.restockSendAll(requests)
    setBusy(false)
    if (!result.ok) return setNotice({ text: result.error.message, failed: true })
    const queued = result.value.results.reduce((sum, one) => sum + one.queued, 0)
    setNotice({
      text: queued === 0 ? RESTOCK_ADMIN_TEXT.nothing : RESTOCK_ADMIN_TEXT.queued(queued),
      failed: false,
    })
    setRound((n) => n + 1)
  }

  return (
    <section className="restock-admin" aria-busy={loaded.status === "loading"}>
      <PageHeading title={RESTOCK_ADMIN_TEXT.title} />
      <RestockSettingsPanel />
      {notice !== null && (
        <p className={notice.failed ? "field-error" : "notice"} role={notice.failed ? "alert" : "status"}>
          {notice.text}
        </p>
      )}
      {loaded.status === "loading" && <Spinner label="Loading sign-ups" />}
      {(loaded.status === "error" || loaded.status === "not-found") && (
        <ErrorScreen onRetry={retry} failure={loaded} />
      )}
      {loaded.status === "ready" && (
        <Groups groups={loaded.value.groups} products={loaded.value.products} busy={busy} onSend={send} />
      )}
      <OutboxList refresh={round} />
    </section>
  )
}

const Groups = ({
  groups,
  products,
  busy,
  onSend,
}: {
  groups: readonly SignUpGroup[]
  products: readonly Product[]
  busy: boolean
  onSend: (requests: readonly SendRequest[]) => void
}) => {
  if (groups.length === 0) return <p className="empty">{RESTOCK_ADMIN_TEXT.empty}</p>
  const waiting = groups.filter((group) => group.waiting > 0)
  const productIds = [...new Set(groups.map((group) => group.productId))]
  const productOf = (id: string) => products.find((product) => product.id === id)
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy || waiting.length === 0}
        onClick={() => onSend(waiting.map(({ productId, variantId }) => ({ productId, variantId })))}
      >
        {busy ? RESTOCK_ADMIN_TEXT.sending : RESTOCK_ADMIN_TEXT.sendAll}
      </button>
      {productIds.map((productId) => (
        <table key={productId} className="restock-groups">
          <caption>
            {productOf(productId)?.title ?? productId} — {productSignUpTotal(groups, productId)} sign-ups
          </caption>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Waiting</th>
              <th scope="col">Sent</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {groups
              .filter((group) => group.productId === productId)
              .map((group) => (
                <GroupRow
                  key={group.variantId}
                  group={group}
                  name={variantName(productOf(productId), group.variantId)}
                  busy={busy}
                  onSend={onSend}
                />
              ))}
          </tbody>
        </table>
      ))}
    </>
  )
}

const GroupRow = ({
  group,
  name,
  busy,
  onSend,
}: {
  group: SignUpGroup
  name: string
  busy: boolean
  onSend: (requests: readonly SendRequest[]) => void
}) => {
  const [open, setOpen] = useState(false)
  return (
    <>
      <tr>
        <th scope="row">{name}</th>
        <td>{group.waiting}</td>
        <td>{group.sent}</td>
        <td>
          <button
            type="button"
            className="button"
            disabled={busy || group.waiting === 0}
            aria-label={`${RESTOCK_ADMIN_TEXT.send} to ${group.waiting} waiting for ${name}`}
            onClick={() => onSend([{ productId: group.productId, variantId: group.variantId }])}
          >
            {RESTOCK_ADMIN_TEXT.send}
          </button>{" "}
          <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? "Hide" : "Show"} sign-ups for {name}
          </button>
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={4}>
            <SignUpList productId={group.productId} variantId={group.variantId} />
          </td>
        </tr>
      )}
    </>
  )
}
