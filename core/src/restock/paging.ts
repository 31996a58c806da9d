import { Effect, Schema } from "effect"
import { RestockCursorInvalid } from "./errors.ts"
import type { GroupKey, SignUpKey } from "./model.ts"

/**
 * How many groups or sign-ups one page holds. The spec shows paging but no size; 50 keeps a page
 * one screen long.
 *
 * @example
 * RESTOCK_PAGE_SIZE // 50
 */
export const RESTOCK_PAGE_SIZE = 50

// A cursor is the JSON of its key as a two-element array: opaque to the client, readable in logs,
// and checked with a Schema on the way back in (a forged one is refused, never trusted).
const GroupCursor = Schema.fromJsonString(Schema.Tuple([Schema.String, Schema.String]))
const SignUpCursor = Schema.fromJsonString(Schema.Tuple([Schema.Finite, Schema.String]))

/**
 * The cursor of the page after a group.
 *
 * @example
 * groupCursor({ productId: "beanie", variantId: "v1" }) // '["beanie","v1"]'
 */
export const groupCursor = (key: GroupKey): string => JSON.stringify([key.productId, key.variantId])

/**
 * The cursor of the page after a sign-up.
 *
 * @example
 * signUpCursor({ signedUpAt: 5, id: "a" }) // '[5,"a"]'
 */
export const signUpCursor = (key: SignUpKey): string => JSON.stringify([key.signedUpAt, key.id])

/**
 * Reads a group cursor; none (undefined or "") is the first page.
 *
 * @example
 * readGroupCursor('["beanie","v1"]') // Effect<{ productId: "beanie", variantId: "v1" }>
 */
export const readGroupCursor = (
  cursor: string | undefined,
): Effect.Effect<GroupKey | null, RestockCursorInvalid> =>
  cursor === undefined || cursor === ""
    ? Effect.succeed(null)
    : Schema.decodeUnknownEffect(GroupCursor)(cursor).pipe(
        Effect.map(([productId, variantId]) => ({ productId, variantId })),
        Effect.mapError(() => new RestockCursorInvalid({ cursor })),
      )

/**
 * Reads a sign-up cursor; none (undefined or "") is the first page.
 *
 * @example
 * readSignUpCursor('[5,"a"]') // Effect<{ signedUpAt: 5, id: "a" }>
 */
export const readSignUpCursor = (
  cursor: string | undefined,
): Effect.Effect<SignUpKey | null, RestockCursorInvalid> =>
  cursor === undefined || cursor === ""
    ? Effect.succeed(null)
    : Schema.decodeUnknownEffect(SignUpCursor)(cursor).pipe(
        Effect.map(([signedUpAt, id]) => ({ signedUpAt, id })),
        Effect.mapError(() => new RestockCursorInvalid({ cursor })),
      )

/**
 * Orders groups by product id then variant id, by UTF-16 code unit (the order every adapter keeps;
 * Postgres compares with `COLLATE "C"`, the same for the ids the store makes).
 *
 * @example
 * [b, a].sort(byGroupKey)
 */
export const byGroupKey = (a: GroupKey, b: GroupKey): number =>
  a.productId < b.productId
    ? -1
    : a.productId > b.productId
      ? 1
      : a.variantId < b.variantId
        ? -1
        : a.variantId > b.variantId
          ? 1
          : 0

/**
 * Orders sign-ups oldest first, by sign-up time then id.
 *
 * @example
 * signUps.sort(bySignUpKey)
 */
export const bySignUpKey = (a: SignUpKey, b: SignUpKey): number =>
  a.signedUpAt - b.signedUpAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
