import type { Product } from "@vitrine/core/catalog"
import { useEffect, useRef, useState } from "react"
import { STORE_PAGES_TEXT } from "./store-pages-text.ts"

/**
 * Moves the item at `from` by `by` places (−1 up, +1 down); the list as it was past either end.
 *
 * @example
 * moved(["a", "b", "c"], 2, -1) // ["a", "c", "b"]
 */
export const moved = (ids: readonly string[], from: number, by: -1 | 1): readonly string[] => {
  const to = from + by
  if (from < 0 || to < 0 || to >= ids.length) return ids
  const next = [...ids]
  ;[next[from], next[to]] = [next[to] as string, next[from] as string]
  return next
}

/**
 * A page's products in order, each with Move up, Move down and Remove buttons. After a move the
 * focus stays on the moved product's button (its other one at either end) and the new position is
 * announced.
 *
 * @example
 * <ProductOrder productIds={draft} catalogue={products} onChange={setDraft} />
 */
export const ProductOrder = (props: {
  readonly productIds: readonly string[]
  readonly catalogue: readonly Product[]
  readonly onChange: (ids: readonly string[]) => void
}) => {
  const { productIds } = props
  const list = useRef<HTMLOListElement>(null)
  const [focus, setFocus] = useState<{ readonly id: string; readonly by: -1 | 1 } | null>(null)
  const [announced, setAnnounced] = useState("")
  const titleOf = (id: string) => props.catalogue.find((product) => product.id === id)?.title ?? id

  useEffect(() => {
    if (focus === null) return
    const index = productIds.indexOf(focus.id)
    const atEnd = focus.by === -1 ? index === 0 : index === productIds.length - 1
    const direction = atEnd ? -focus.by : focus.by
    list.current?.querySelector<HTMLButtonElement>(`[data-move="${index}:${direction}"]`)?.focus()
    setFocus(null)
  }, [focus, productIds])

  const move = (index: number, by: -1 | 1) => {
    const id = productIds[index]
    if (id === undefined) return
    props.onChange(moved(productIds, index, by))
    setFocus({ id, by })
    setAnnounced(STORE_PAGES_TEXT.moved(titleOf(id), index + by + 1))
  }

  if (productIds.length === 0) return <p>{STORE_PAGES_TEXT.noProducts}</p>
  return (
    <>
      <ol className="store-page-products" ref={list}>
        {productIds.map((id, index) => (
          <li key={id}>
            <span>{titleOf(id)}</span>{" "}
            <button
              type="button"
              className="button button-secondary"
              data-move={`${index}:-1`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              {STORE_PAGES_TEXT.moveUp(titleOf(id))}
            </button>{" "}
            <button
              type="button"
              className="button button-secondary"
              data-move={`${index}:1`}
              disabled={index === productIds.length - 1}
              onClick={() => move(index, 1)}
            >
              {STORE_PAGES_TEXT.moveDown(titleOf(id))}
            </button>{" "}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => props.onChange(productIds.filter((kept) => kept !== id))}
            >
              {STORE_PAGES_TEXT.remove(titleOf(id))}
            </button>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {announced}
      </p>
    </>
  )
}
