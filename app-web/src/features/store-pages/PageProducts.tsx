import type { PageRef, StorePagesClient, StorePageView } from "@vitrine/adapter-http/client"
import type { Product } from "@vitrine/core/catalog"
import { useEffect, useId, useRef, useState } from "react"
import { useNavigate } from "../../router/navigation.tsx"
import { useUnsavedChanges } from "../admin/use-unsaved-changes.tsx"
import { ProductOrder } from "./ProductOrder.tsx"
import { STORE_PAGES_TEXT } from "./store-pages-text.ts"

type Status =
  | { readonly phase: "idle" | "saving" | "saved" }
  | { readonly phase: "failed"; readonly message: string }

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i])

/**
 * A page's products: a search of the catalogue to add from, the list in the merchant's order (Move
 * up / Move down / Remove buttons, keyboard accessible), the limits (CONST-006's 200 products,
 * CONST-005's 250 items with the top-level categories) and Save. Unsaved changes hold the merchant
 * on the screen (save, discard or keep editing).
 *
 * @example
 * <PageProducts client={client} page={page} view={view} catalogue={products} onSaved={setView} onBack={close} />
 */
export const PageProducts = (props: {
  readonly client: StorePagesClient
  readonly page: PageRef
  readonly view: StorePageView
  readonly catalogue: readonly Product[]
  readonly onSaved: (view: StorePageView) => void
  readonly onBack: () => void
}) => {
  const { view, catalogue } = props
  const id = useId()
  const saved = view.collection.productIds
  const [draft, setDraft] = useState<readonly string[]>(saved)
  const [query, setQuery] = useState("")
  const [status, setStatus] = useState<Status>({ phase: "idle" })
  const navigate = useNavigate()
  const dirty = !same(draft, saved)
  const topLevel = view.collection.categories.filter((category) => category.parentId === null).length
  const full = draft.length >= view.limits.products || draft.length + topLevel >= view.limits.items
  const latest = useRef(saved)

  useEffect(() => {
    if (latest.current !== saved && !dirty) setDraft(saved)
    latest.current = saved
  }, [saved, dirty])

  const edit = (next: readonly string[]) => {
    setDraft(next)
    if (status.phase !== "saving") setStatus({ phase: "idle" })
  }
  const save = async (): Promise<boolean> => {
    if (status.phase === "saving") return false
    setStatus({ phase: "saving" })
    const result = await props.client.setProducts(props.page, draft)
    if (!result.ok) {
      setStatus({ phase: "failed", message: result.error.fieldErrors.productIds ?? result.error.message })
      return false
    }
    props.onSaved(result.value)
    setStatus({ phase: "saved" })
    return true
  }
  // "back" is the screen's own way out (to the list of pages); any other destination is a path.
  const leaving = useUnsavedChanges({
    dirty,
    save,
    discard: () => setDraft(saved),
    texts: STORE_PAGES_TEXT,
    go: (destination) => (destination === "back" ? props.onBack() : navigate(destination)),
  })
  const needle = query.trim().toLowerCase()
  const matches =
    needle === ""
      ? []
      : catalogue
          .filter((product) => !draft.includes(product.id) && product.title.toLowerCase().includes(needle))
          .slice(0, 10)

  return (
    <section className="settings-form" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{STORE_PAGES_TEXT.productsHeading}</h3>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => (dirty ? leaving.hold("back") : props.onBack())}
      >
        {STORE_PAGES_TEXT.back}
      </button>
      {leaving.prompt}
      <p className="settings-hint">
        {STORE_PAGES_TEXT.limits(
          draft.length,
          view.limits.products,
          draft.length + topLevel,
          view.limits.items,
        )}
      </p>
      <div className="field">
        <label htmlFor={`${id}-search`}>{STORE_PAGES_TEXT.search}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {needle !== "" && matches.length === 0 && <p>{STORE_PAGES_TEXT.noMatches}</p>}
      {matches.length > 0 && (
        <ul className="store-page-matches">
          {matches.map((product) => (
            <li key={product.id}>
              {product.title}{" "}
              <button
                type="button"
                className="button button-secondary"
                aria-disabled={full || undefined}
                onClick={() => !full && edit([...draft, product.id])}
              >
                {STORE_PAGES_TEXT.add(product.title)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ProductOrder productIds={draft} catalogue={catalogue} onChange={edit} />
      {status.phase === "failed" && (
        <p className="alert alert-inline" role="alert">
          {status.message}
        </p>
      )}
      <div className="settings-actions">
        <button
          type="button"
          className="button"
          aria-disabled={status.phase === "saving" || undefined}
          onClick={() => void save()}
        >
          {status.phase === "saving" ? STORE_PAGES_TEXT.saving : STORE_PAGES_TEXT.save}
        </button>
        <p className="settings-status" role="status">
          {status.phase === "saving"
            ? STORE_PAGES_TEXT.saving
            : status.phase === "saved"
              ? STORE_PAGES_TEXT.saved
              : dirty
                ? STORE_PAGES_TEXT.unsaved
                : ""}
        </p>
      </div>
    </section>
  )
}
