import {
  bySignUpKey,
  type GroupKey,
  type Page,
  RestockRepository,
  type RestockSignUp,
  type SignUpDraft,
  type SignUpGroup,
  type SignUpKey,
} from "@vitrine/core/restock"
import { Effect, Layer, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { query } from "./query.ts"
import { removeSignUp, restockLinkKey, restockSettings, saveRestockSettings } from "./restock-settings.ts"

const SignUpRow = Schema.Struct({
  id: Schema.String,
  product_id: Schema.String,
  variant_id: Schema.String,
  email: Schema.String,
  join_mailing_list: Schema.Boolean,
  language: Schema.NullOr(Schema.String),
  member_id: Schema.NullOr(Schema.String),
  signed_up_at: Schema.Number,
  sent_at: Schema.NullOr(Schema.Number),
  round: Schema.Number,
})

const COLUMNS = `id, product_id, variant_id, email, join_mailing_list, language, member_id,
  signed_up_at::float8 AS signed_up_at, sent_at::float8 AS sent_at, round`

const signUpOf = (row: typeof SignUpRow.Type): RestockSignUp => ({
  id: row.id,
  productId: row.product_id,
  variantId: row.variant_id,
  email: row.email,
  joinMailingList: row.join_mailing_list,
  language: row.language,
  memberId: row.member_id,
  signedUpAt: row.signed_up_at,
  sentAt: row.sent_at,
  round: row.round,
})

const GroupRow = Schema.Struct({
  product_id: Schema.String,
  variant_id: Schema.String,
  waiting: Schema.Number,
  sent: Schema.Number,
})

// One row more than the page tells whether another page follows.
const pageOf = <A, K>(rows: readonly A[], limit: number, keyOf: (a: A) => K): Page<A, K> => {
  const items = rows.slice(0, limit)
  const last = items.at(-1)
  return { items, next: rows.length > limit && last !== undefined ? keyOf(last) : null }
}

const rows = <A>(effect: Effect.Effect<ReadonlyArray<A>, unknown, Database>) => Effect.orDie(effect)

// Stores a new sign-up or arms a sent one again; a waiting one makes the insert return nothing, and
// is then read as it is (it cannot vanish between: nothing deletes sign-ups).
const signUp = (draft: SignUpDraft) =>
  Effect.gen(function* () {
    const params = [
      draft.productId,
      draft.variantId,
      draft.email,
      draft.joinMailingList,
      draft.language,
      draft.memberId,
      draft.signedUpAt,
    ]
    const stored = yield* rows(
      query(SignUpRow, {
        name: "restock_sign_up",
        sql: `INSERT INTO restock_sign_ups
                (product_id, variant_id, email, join_mailing_list, language, member_id, signed_up_at)
              VALUES ($1, $2, $3, $4, $5, $6, $7)
              ON CONFLICT (product_id, variant_id, email) DO UPDATE SET
                join_mailing_list = EXCLUDED.join_mailing_list, language = EXCLUDED.language,
                member_id = EXCLUDED.member_id, signed_up_at = EXCLUDED.signed_up_at,
                sent_at = NULL, round = restock_sign_ups.round + 1
              WHERE restock_sign_ups.sent_at IS NOT NULL
              RETURNING ${COLUMNS}`,
        params,
      }),
    )
    const created = stored[0]
    if (created !== undefined) return { signUp: signUpOf(created), created: true }
    const [found] = yield* rows(
      query(SignUpRow, {
        name: "restock_find_sign_up",
        sql: `SELECT ${COLUMNS} FROM restock_sign_ups WHERE product_id = $1 AND variant_id = $2 AND email = $3`,
        params: params.slice(0, 3),
      }),
    )
    if (found === undefined) return yield* Effect.die(new Error("restock sign-up vanished"))
    return { signUp: signUpOf(found), created: false }
  })

const groups = (after: GroupKey | null, limit: number) =>
  rows(
    query(GroupRow, {
      name: "restock_groups",
      sql: `SELECT product_id, variant_id,
                   (count(*) FILTER (WHERE sent_at IS NULL))::int AS waiting,
                   (count(*) FILTER (WHERE sent_at IS NOT NULL))::int AS sent
            FROM restock_sign_ups
            WHERE $1::text IS NULL OR (product_id, variant_id) > ($1::text COLLATE "C", $2::text COLLATE "C")
            GROUP BY product_id, variant_id ORDER BY product_id, variant_id LIMIT $3`,
      params: [after?.productId ?? null, after?.variantId ?? null, limit + 1],
    }),
  ).pipe(
    Effect.map((found) =>
      pageOf(
        found.map(
          (row): SignUpGroup => ({
            productId: row.product_id,
            variantId: row.variant_id,
            waiting: row.waiting,
            sent: row.sent,
          }),
        ),
        limit,
        (group): GroupKey => ({ productId: group.productId, variantId: group.variantId }),
      ),
    ),
  )

const signUps = (
  filter: { readonly productId: string; readonly variantId: string | null },
  after: SignUpKey | null,
  limit: number,
) =>
  rows(
    query(SignUpRow, {
      name: "restock_sign_ups_page",
      sql: `SELECT ${COLUMNS} FROM restock_sign_ups
            WHERE product_id = $1 AND ($2::text IS NULL OR variant_id = $2)
              AND ($3::bigint IS NULL OR (signed_up_at, id) > ($3::bigint, $4::text COLLATE "C"))
            ORDER BY signed_up_at, id LIMIT $5`,
      params: [filter.productId, filter.variantId, after?.signedUpAt ?? null, after?.id ?? null, limit + 1],
    }),
  ).pipe(
    Effect.map((found) =>
      pageOf(found.map(signUpOf), limit, (one): SignUpKey => ({ signedUpAt: one.signedUpAt, id: one.id })),
    ),
  )

// Row locks make a concurrent mark wait, then re-check `sent_at IS NULL` on the row it waited for
// (READ COMMITTED), so each sign-up is marked by one send only.
const markSent = (variant: { readonly productId: string; readonly variantId: string }, sentAt: number) =>
  rows(
    query(SignUpRow, {
      name: "restock_mark_sent",
      sql: `UPDATE restock_sign_ups SET sent_at = $3
            WHERE product_id = $1 AND variant_id = $2 AND sent_at IS NULL
            RETURNING ${COLUMNS}`,
      params: [variant.productId, variant.variantId, sentAt],
    }),
  ).pipe(Effect.map((found) => found.map(signUpOf).sort(bySignUpKey)))

/**
 * RestockRepository on Postgres (`restock_sign_ups`, migration 025): a sign-up is one upsert on the
 * unique (product, variant, e-mail); groups are one grouped, keyset-paged query; marking sent is
 * one conditional UPDATE that returns the rows it covered. The settings and the link key are one row
 * of `restock_settings` (migration 033); the key, which never changes, is read once per layer.
 *
 * @example
 * Layer.provide(restockRepositoryLayer(), databaseLayer({}))
 */
export const restockRepositoryLayer = (): Layer.Layer<RestockRepository, never, Database> =>
  Layer.effect(
    RestockRepository,
    withDatabase((provide) => {
      let key: string | undefined
      return RestockRepository.of({
        signUp: (draft) => provide(signUp(draft)),
        groups: (after, limit) => provide(groups(after, limit)),
        signUps: (filter, after, limit) => provide(signUps(filter, after, limit)),
        markSent: (variant, sentAt) => provide(markSent(variant, sentAt)),
        remove: (id) => provide(removeSignUp(id)),
        settings: provide(restockSettings),
        saveSettings: (settings) => provide(saveRestockSettings(settings)),
        linkKey: Effect.suspend(() =>
          key !== undefined
            ? Effect.succeed(key)
            : Effect.tap(provide(restockLinkKey), (read) => Effect.sync(() => (key = read))),
        ),
      })
    }),
  )
