import { useState } from "react"
import type { ApiResult } from "../api/store-client.ts"
import { type FailedLoad, failedLoad } from "./use-load.ts"

/** One page a list asked for: its items and the cursor of the next (null: it was the last). */
export interface NextPage<Item> {
  readonly items: readonly Item[]
  readonly cursor: string | null
}

/** The pages after the first of a list shown a page at a time (see useNextPages). */
export interface NextPages<Item> {
  /** The items of the pages loaded after the first, in order. */
  readonly items: readonly Item[]
  /** The cursor the next page is asked with; null when the last page is shown. */
  readonly cursor: string | null
  /** A next page is on its way (the control says so and ignores another press). */
  readonly loading: boolean
  /** How the last ask for the next page failed; null when it did not. */
  readonly failed: FailedLoad | null
  /** Asks for the next page; again after a failure, the same page. */
  readonly loadMore: () => Promise<void>
}

/**
 * "Load more" for a list whose first page comes from its own load: the pages after it, asked with
 * the cursor of the last one shown (`firstCursor` until one is loaded). A page that fails keeps the
 * items shown and records how it failed, so the list shows the failure's screen (and its retry, the
 * same page again) in the button's place. A new `key` (another filter, another list) starts over
 * from the new first page.
 *
 * @example
 * const next = useNextPages((cursor) => client.listOrders({ cursor }).then(pageOfOrders), loaded.nextCursor, filterKey)
 * <MorePages pages={next} label="Load more" />
 */
export const useNextPages = <Item>(
  fetchPage: (cursor: string) => Promise<ApiResult<NextPage<Item>>>,
  firstCursor: string | null,
  key: string,
): NextPages<Item> => {
  const [state, setState] = useState<{
    readonly key: string
    readonly items: readonly Item[]
    readonly cursor: string | null | undefined
    readonly loading: boolean
    readonly failed: FailedLoad | null
  }>({ key, items: [], cursor: undefined, loading: false, failed: null })
  // Another list: what was loaded for the last one is dropped while rendering, not in an effect, so
  // no frame shows the old list's pages under the new first page.
  const current =
    state.key === key ? state : { key, items: [], cursor: undefined, loading: false, failed: null }
  if (current !== state) setState(current)
  const cursor = current.cursor === undefined ? firstCursor : current.cursor

  const loadMore = async () => {
    if (cursor === null || current.loading) return
    setState((old) => ({ ...old, loading: true, failed: null }))
    const page = await fetchPage(cursor)
    setState((old) => {
      // Answered for a list no longer shown: dropped.
      if (old.key !== key) return old
      if (!page.ok) return { ...old, loading: false, failed: failedLoad(page.error) }
      return { ...old, items: [...old.items, ...page.value.items], cursor: page.value.cursor, loading: false }
    })
  }
  return { items: current.items, cursor, loading: current.loading, failed: current.failed, loadMore }
}
