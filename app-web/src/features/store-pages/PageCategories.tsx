import type { ApiResult, PageRef, StorePagesClient, StorePageView } from "@vitrine/adapter-http/client"
import type { Product } from "@vitrine/core/catalog"
import { type StoreCategory, subtree } from "@vitrine/core/site"
import { useConfirm } from "@vitrine/react"
import { useId, useState } from "react"
import { CategoryRow } from "./CategoryRow.tsx"
import { STORE_PAGES_TEXT } from "./store-pages-text.ts"

const DIALOG = {
  autoClose: false,
  confirmClassName: "button",
  cancelClassName: "button button-secondary",
} as const

// The categories depth first, each with its depth, for an indented list and the parent choice.
const flattened = (categories: readonly StoreCategory[]) => {
  const out: { readonly category: StoreCategory; readonly depth: number }[] = []
  const visit = (parentId: string | null, depth: number) => {
    for (const category of categories)
      if (category.parentId === parentId) {
        out.push({ category, depth })
        visit(category.id, depth + 1)
      }
  }
  visit(null, 0)
  return out
}

/**
 * A page's categories under its root (CONST-008): an indented list, each renamed in place, given
 * some of the page's saved products, moved up or down among its siblings or under another parent
 * (never inside itself), merged into another (its products move there) or removed with its subcategories — both after a
 * confirmation — and a form that adds one at the top level or inside another. Each change is saved
 * at once and announced; a refusal shows the server's message by field.
 *
 * @example
 * <PageCategories client={client} page={page} view={view} catalogue={products} onChanged={setView} />
 */
export const PageCategories = (props: {
  readonly client: StorePagesClient
  readonly page: PageRef
  readonly view: StorePageView
  readonly catalogue: readonly Product[]
  readonly onChanged: (view: StorePageView) => void
}) => {
  const { client, page, view } = props
  const id = useId()
  const [name, setName] = useState("")
  const [parentId, setParentId] = useState("")
  const [error, setError] = useState<{ readonly field: string; readonly message: string } | null>(null)
  const [announced, setAnnounced] = useState("")
  const { confirm, close, dialog } = useConfirm()
  const rows = flattened(view.collection.categories)
  const nameOf = (categoryId: string) =>
    view.collection.categories.find((category) => category.id === categoryId)?.name ?? ""

  const apply = async (call: Promise<ApiResult<StorePageView>>, done: string): Promise<boolean> => {
    const result = await call
    if (!result.ok) {
      const [field = "", message = result.error.message] = Object.entries(result.error.fieldErrors)[0] ?? []
      setError({ field, message })
      return false
    }
    setError(null)
    props.onChanged(result.value)
    setAnnounced(done)
    return true
  }
  const add = async (event: React.FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (
      await apply(
        client.createCategory(page, trimmed, parentId || null),
        STORE_PAGES_TEXT.categoryDone.created(trimmed),
      )
    )
      setName("")
  }
  const merge = async (category: StoreCategory, intoId: string) => {
    const into = nameOf(intoId)
    const asked = await confirm({
      title: STORE_PAGES_TEXT.mergeTitle,
      message: STORE_PAGES_TEXT.mergeMessage(category.name, into),
      confirmLabel: STORE_PAGES_TEXT.yesMerge,
      busyLabel: STORE_PAGES_TEXT.merging,
      ...DIALOG,
    })
    if (!asked) return
    await apply(
      client.mergeCategory(page, category.id, intoId),
      STORE_PAGES_TEXT.categoryDone.merged(category.name, into),
    )
    close()
  }
  const remove = async (category: StoreCategory) => {
    const nested = subtree(view.collection, category.id).size - 1
    const asked = await confirm({
      title: STORE_PAGES_TEXT.removeTitle,
      message: STORE_PAGES_TEXT.removeMessage(category.name, nested),
      confirmLabel: STORE_PAGES_TEXT.yesRemove,
      busyLabel: STORE_PAGES_TEXT.removing,
      ...DIALOG,
    })
    if (!asked) return
    await apply(
      client.removeCategory(page, category.id),
      STORE_PAGES_TEXT.categoryDone.removed(category.name),
    )
    close()
  }

  const childrenOf = (parentId: string | null) =>
    view.collection.categories.filter((category) => category.parentId === parentId)
  const moved = (category: StoreCategory, parentId: string | null, index: number) =>
    void apply(
      client.moveCategory(page, category.id, parentId, index),
      STORE_PAGES_TEXT.categoryDone.moved(category.name),
    )
  const moveOf = (category: StoreCategory) => {
    const inside = subtree(view.collection, category.id)
    return {
      index: childrenOf(category.parentId).indexOf(category),
      siblings: childrenOf(category.parentId).length,
      parents: rows.filter((row) => !inside.has(row.category.id)),
      onMove: (parentId: string | null, index: number) => moved(category, parentId, index),
      onMoveUnder: (parentId: string | null) => moved(category, parentId, childrenOf(parentId).length),
    }
  }

  return (
    <section className="settings-form" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{STORE_PAGES_TEXT.categoriesHeading}</h3>
      <p className="settings-hint">
        {STORE_PAGES_TEXT.categoryLimit(view.collection.categories.length, view.limits.categories)}
      </p>
      {dialog}
      {rows.length === 0 ? (
        <p>{STORE_PAGES_TEXT.noCategories}</p>
      ) : (
        <ul className="store-page-categories">
          {rows.map(({ category, depth }) => (
            <CategoryRow
              key={category.id}
              category={category}
              depth={depth}
              others={view.collection.categories.filter((other) => other.id !== category.id)}
              pageProductIds={view.collection.productIds}
              catalogue={props.catalogue}
              onProducts={(productIds) =>
                void apply(
                  client.setCategoryProducts(page, category.id, productIds),
                  STORE_PAGES_TEXT.categoryDone.filled(category.name),
                )
              }
              onRename={(next) =>
                apply(
                  client.renameCategory(page, category.id, next),
                  STORE_PAGES_TEXT.categoryDone.renamed(next.trim()),
                )
              }
              onMerge={(intoId) => void merge(category, intoId)}
              onRemove={() => void remove(category)}
              move={moveOf(category)}
            />
          ))}
        </ul>
      )}
      <form noValidate onSubmit={add}>
        <div className="field">
          <label htmlFor={`${id}-name`}>{STORE_PAGES_TEXT.categoryName}</label>
          <input
            id={`${id}-name`}
            value={name}
            aria-invalid={error?.field === "name" || undefined}
            aria-describedby={error === null ? undefined : `${id}-error`}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-parent`}>{STORE_PAGES_TEXT.parent}</label>
          <select id={`${id}-parent`} value={parentId} onChange={(event) => setParentId(event.target.value)}>
            <option value="">{STORE_PAGES_TEXT.topLevel}</option>
            {rows.map(({ category, depth }) => (
              <option key={category.id} value={category.id}>
                {`${"— ".repeat(depth)}${category.name}`}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {STORE_PAGES_TEXT.addCategory}
        </button>
      </form>
      {error !== null && (
        <p id={`${id}-error`} className="alert alert-inline" role="alert">
          {error.message}
        </p>
      )}
      <p className="settings-status" role="status">
        {announced}
      </p>
    </section>
  )
}
