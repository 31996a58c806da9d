import { createStorePagesClient, type StorePagesClient } from "@vitrine/adapter-http/client"
import type { Product } from "@vitrine/core/catalog"
import type { StorePageSummary } from "@vitrine/core/site"
import { useState } from "react"
import { useStoreClient } from "../../api/context.tsx"
import { storePagePath } from "../../router/routes.ts"
import { LoadedAdminScreen, madeOnce } from "../admin/LoadedAdminScreen.tsx"
import { CreatePageForm } from "./CreatePageForm.tsx"
import { PageEditor } from "./PageEditor.tsx"
import { STORE_PAGES_TEXT } from "./store-pages-text.ts"

// The browser's client, made once; tests hand their own.
const browserPagesClient = madeOnce(() => createStorePagesClient())

/** What the screen loads: the store pages, the website id their paths name, and the catalogue. */
interface Loaded {
  readonly websiteId: string
  readonly pages: readonly StorePageSummary[]
  readonly products: readonly Product[]
}

/**
 * The merchant's store pages (`/admin/store-pages`, `site.manage`): the list with each page's
 * product count, a form that creates one (with its root category, STORE-001), and a page's editor —
 * its products picked from the catalogue and put in order, and its categories. When the list does
 * not load: "Unable to load collections" with Retry (EDITOR-041).
 *
 * @example
 * <StorePagesPage />
 */
export const StorePagesPage = (props: { readonly client?: StorePagesClient }) => {
  const store = useStoreClient()
  const client = props.client ?? browserPagesClient()
  const [round, setRound] = useState(0)
  const [openId, setOpenId] = useState<string | null>(null)
  const [announced, setAnnounced] = useState("")
  const load = async () => {
    const [list, products] = await Promise.all([client.list(), store.listProducts()])
    if (!list.ok) return list
    if (!products.ok) return products
    const value: Loaded = { ...list.value, products: products.value.products }
    return { ok: true as const, value }
  }
  return (
    <LoadedAdminScreen
      title={STORE_PAGES_TEXT.title}
      loading={STORE_PAGES_TEXT.loading}
      failedTitle={STORE_PAGES_TEXT.loadFailed}
      load={load}
      loadKey={`store-pages-${round}`}
      className="site-admin store-pages"
    >
      {(loaded) =>
        openId !== null ? (
          <PageEditor
            client={client}
            page={{ websiteId: loaded.websiteId, collectionId: openId }}
            catalogue={loaded.products}
            onBack={() => {
              setOpenId(null)
              setRound((n) => n + 1)
            }}
          />
        ) : (
          <>
            <PageList pages={loaded.pages} onOpen={setOpenId} />
            <CreatePageForm
              client={client}
              websiteId={loaded.websiteId}
              takenUrlIds={loaded.pages.map((page) => page.urlId)}
              onCreated={(id, title) => {
                setAnnounced(STORE_PAGES_TEXT.created(title))
                setOpenId(id)
              }}
            />
            <p role="status" className="settings-status">
              {announced}
            </p>
          </>
        )
      }
    </LoadedAdminScreen>
  )
}

const PageList = (props: {
  readonly pages: readonly StorePageSummary[]
  readonly onOpen: (id: string) => void
}) => (
  <section className="settings-form" aria-labelledby="store-page-list-heading">
    <h2 id="store-page-list-heading">{STORE_PAGES_TEXT.listHeading}</h2>
    {props.pages.length === 0 ? (
      <p>{STORE_PAGES_TEXT.empty}</p>
    ) : (
      <ul className="store-page-list">
        {props.pages.map((page) => (
          <li key={page.id}>
            <strong>{page.title}</strong> <span>/{page.urlId}</span> ·{" "}
            {STORE_PAGES_TEXT.productCount(page.productCount)}{" "}
            <button type="button" className="button button-secondary" onClick={() => props.onOpen(page.id)}>
              {STORE_PAGES_TEXT.edit(page.title)}
            </button>{" "}
            <a href={storePagePath(page.urlId)}>{STORE_PAGES_TEXT.view(page.title)}</a>
          </li>
        ))}
      </ul>
    )}
  </section>
)
