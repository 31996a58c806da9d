import type { Product } from "@vitrine/core/catalog"
import type { StoreCategory } from "@vitrine/core/site"
import { useEffect, useId, useRef, useState } from "react"
import { CategoryMove } from "./CategoryMove.tsx"
import { CategoryProducts } from "./CategoryProducts.tsx"
import { STORE_PAGES_TEXT } from "./store-pages-text.ts"

/**
 * One category of the list, indented by its depth: Rename edits its name in place (Escape cancels,
 * the focus returns to Rename), a choice of another category and Merge, moving it (`CategoryMove`), Remove, and the products
 * it lists.
 *
 * @example
 * <CategoryRow category={category} depth={0} others={others} onRename={rename} onMerge={merge} onRemove={remove} />
 */
export const CategoryRow = (props: {
  readonly category: StoreCategory
  readonly depth: number
  readonly others: readonly StoreCategory[]
  readonly pageProductIds: readonly string[]
  readonly catalogue: readonly Product[]
  readonly onProducts: (productIds: readonly string[]) => void
  readonly onRename: (name: string) => Promise<boolean>
  readonly onMerge: (intoId: string) => void
  readonly onRemove: () => void
  /** Its place among its siblings and where it may go (`CategoryMove`). */
  readonly move: Omit<Parameters<typeof CategoryMove>[0], "category">
}) => {
  const { category } = props
  const id = useId()
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState(category.name)
  const [intoId, setIntoId] = useState("")
  const renameButton = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const was = useRef(false)
  useEffect(() => {
    if (renaming) input.current?.focus()
    else if (was.current) renameButton.current?.focus()
    was.current = renaming
  }, [renaming])

  const stop = () => {
    setRenaming(false)
    setName(category.name)
  }
  return (
    <li style={{ marginInlineStart: `${props.depth * 1.5}rem` }}>
      {renaming ? (
        <form
          onSubmit={async (event) => {
            event.preventDefault()
            if (await props.onRename(name)) setRenaming(false)
          }}
          onKeyDown={(event) => event.key === "Escape" && stop()}
        >
          <label htmlFor={`${id}-name`} className="visually-hidden">
            {STORE_PAGES_TEXT.renameLabel(category.name)}
          </label>
          <input
            id={`${id}-name`}
            ref={input}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />{" "}
          <button type="submit" className="button">
            {STORE_PAGES_TEXT.saveName}
          </button>{" "}
          <button type="button" className="button button-secondary" onClick={stop}>
            {STORE_PAGES_TEXT.cancel}
          </button>
        </form>
      ) : (
        <>
          <strong>{category.name}</strong>{" "}
          <button
            ref={renameButton}
            type="button"
            className="button button-secondary"
            onClick={() => setRenaming(true)}
          >
            {STORE_PAGES_TEXT.rename(category.name)}
          </button>
        </>
      )}{" "}
      {props.others.length > 0 && (
        <>
          <label htmlFor={`${id}-into`} className="visually-hidden">
            {STORE_PAGES_TEXT.mergeInto(category.name)}
          </label>
          <select id={`${id}-into`} value={intoId} onChange={(event) => setIntoId(event.target.value)}>
            <option value="">{STORE_PAGES_TEXT.mergeInto(category.name)}</option>
            {props.others.map((other) => (
              <option key={other.id} value={other.id}>
                {other.name}
              </option>
            ))}
          </select>{" "}
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={intoId === "" || undefined}
            onClick={() => intoId !== "" && props.onMerge(intoId)}
          >
            {STORE_PAGES_TEXT.merge(category.name)}
          </button>{" "}
        </>
      )}
      <CategoryMove category={category} {...props.move} />
      <button type="button" className="button button-secondary" onClick={props.onRemove}>
        {STORE_PAGES_TEXT.removeCategory(category.name)}
      </button>
      <CategoryProducts
        category={category}
        pageProductIds={props.pageProductIds}
        catalogue={props.catalogue}
        onSave={props.onProducts}
      />
    </li>
  )
}
