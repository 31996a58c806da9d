import type { SignUpGroup } from "@vitrine/core/restock"
import type { ApiResult, StoreClient } from "../../api/store-client.ts"

/**
 * Every group of sign-ups, all pages fetched one after another (API-011), or the first failure.
 *
 * @example
 * const groups = await allGroups(client)
 */
export const allGroups = async (client: StoreClient): Promise<ApiResult<readonly SignUpGroup[]>> => {
  const groups: SignUpGroup[] = []
  let cursor: string | undefined
  for (;;) {
    const page = await client.restockGroups(cursor)
    if (!page.ok) return page
    groups.push(...page.value.signUpGroups)
    if (!page.value.hasNextPage || page.value.nextPageCursor === null) return { ok: true, value: groups }
    cursor = page.value.nextPageCursor
  }
}
