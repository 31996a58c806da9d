import type { StoreCategory } from "@vitrine/core/site"
import { useId, useState } from "react"
import { STORE_PAGES_TEXT } from "./store-pages-text.ts"

/**
 * Moving one category: up and down among its siblings (the row keeps its key, so the pressed
 * button keeps the focus; at an end it says so with `aria-disabled`), and under another parent —
 * the top level or any category outside its own subtree (`parents`, so no move can make a cycle).
 *
 * @example
 * <CategoryMove category={category} index={1} siblings={3} parents={parents} onMove={move} onMoveUnder={under} />
 */
export const CategoryMove = (props: {
  readonly category: StoreCategory
  readonly index: number
  readonly siblings: number
  readonly parents: ReadonlyArray<{ readonly category: StoreCategory; readonly depth: number }>
  readonly onMove: (parentId: string | null, index: number) => void
  /** Puts it last under that parent. */
  readonly onMoveUnder: (parentId: string | null) => void
}) => {
  const { category, index } = props
  const id = useId()
  const [under, setUnder] = useState<string | null>(null)
  const first = index === 0
  const last = index === props.siblings - 1
  const chosen = under ?? category.parentId ?? ""
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={first || undefined}
        onClick={() => !first && props.onMove(category.parentId, index - 1)}
      >
        {STORE_PAGES_TEXT.moveUp(category.name)}
      </button>{" "}
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={last || undefined}
        onClick={() => !last && props.onMove(category.parentId, index + 1)}
      >
        {STORE_PAGES_TEXT.moveDown(category.name)}
      </button>{" "}
      <label htmlFor={`${id}-under`} className="visually-hidden">
        {STORE_PAGES_TEXT.moveUnder(category.name)}
      </label>
      <select id={`${id}-under`} value={chosen} onChange={(event) => setUnder(event.target.value)}>
        <option value="">{STORE_PAGES_TEXT.topLevel}</option>
        {props.parents.map((parent) => (
          <option key={parent.category.id} value={parent.category.id}>
            {`${"— ".repeat(parent.depth)}${parent.category.name}`}
          </option>
        ))}
      </select>{" "}
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={chosen === (category.parentId ?? "") || undefined}
        onClick={() => {
          if (chosen === (category.parentId ?? "")) return
          setUnder(null)
          props.onMoveUnder(chosen === "" ? null : chosen)
        }}
      >
        {STORE_PAGES_TEXT.move(category.name)}
      </button>{" "}
    </>
  )
}
