import { ListSubscriberSchema, ListSubscribers } from "@vitrine/core/site"
import { Effect, Layer, Option, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { query } from "./query.ts"

const COLUMNS = `id, website_id, list_id, email, signed_up_at::float8 AS signed_up_at,
  confirmed_at::float8 AS confirmed_at`

const Row = Schema.Struct({
  id: Schema.String,
  website_id: Schema.String,
  list_id: ListSubscriberSchema.fields.listId,
  email: Schema.String,
  signed_up_at: Schema.Number,
  confirmed_at: Schema.NullOr(Schema.Number),
})

const subscriberOf = (row: typeof Row.Type) => ({
  id: row.id,
  websiteId: row.website_id,
  listId: row.list_id,
  email: row.email,
  status: row.confirmed_at === null ? ("pending" as const) : ("confirmed" as const),
  signedUpAt: row.signed_up_at,
  confirmedAt: row.confirmed_at,
})

const rows = <E, R>(effect: Effect.Effect<readonly (typeof Row.Type)[], E, R>) =>
  Effect.map(Effect.orDie(effect), (found) => found.map(subscriberOf))

// One upsert: the unique (website, list, e-mail) keeps one row however many sign-ups race; a
// confirmed row keeps its time, a pending one takes `confirmed_at` only when this sign-up confirms.
const join = (draft: Parameters<ListSubscribers["Service"]["join"]>[0]) =>
  rows(
    query(Row, {
      name: "list_subscribers_join",
      sql: `INSERT INTO list_subscribers (website_id, list_id, email, signed_up_at, confirmed_at)
        VALUES ($1, $2, $3, $4, $5)
        ON CONFLICT (website_id, list_id, email) DO UPDATE
          SET confirmed_at = COALESCE(list_subscribers.confirmed_at, EXCLUDED.confirmed_at)
        RETURNING ${COLUMNS}`,
      params: [draft.websiteId, draft.listId, draft.email, draft.at, draft.confirmed ? draft.at : null],
    }),
  ).pipe(
    Effect.flatMap(([row]) =>
      row === undefined
        ? Effect.die(new Error("list subscriber upsert returned no row"))
        : Effect.succeed(row),
    ),
  )

const confirm = (id: string, at: number) =>
  rows(
    query(Row, {
      name: "list_subscribers_confirm",
      sql: `UPDATE list_subscribers SET confirmed_at = COALESCE(confirmed_at, $2)
        WHERE id = $1 RETURNING ${COLUMNS}`,
      params: [id, at],
    }),
  ).pipe(Effect.map((found) => Option.fromNullishOr(found[0])))

const find = (id: string) =>
  rows(
    query(Row, {
      name: "list_subscribers_find",
      sql: `SELECT ${COLUMNS} FROM list_subscribers WHERE id = $1`,
      params: [id],
    }),
  ).pipe(Effect.map((found) => Option.fromNullishOr(found[0])))

const list = (websiteId: string, listId: string) =>
  rows(
    query(Row, {
      name: "list_subscribers_list",
      sql: `SELECT ${COLUMNS} FROM list_subscribers WHERE website_id = $1 AND list_id = $2
        ORDER BY signed_up_at DESC, id DESC`,
      params: [websiteId, listId],
    }),
  )

const page = (websiteId: string, listId: string, range: { offset: number; limit: number }) =>
  rows(
    query(Row, {
      name: "list_subscribers_page",
      sql: `SELECT ${COLUMNS} FROM list_subscribers WHERE website_id = $1 AND list_id = $2
        ORDER BY signed_up_at DESC, id DESC LIMIT $3 OFFSET $4`,
      params: [websiteId, listId, range.limit, range.offset],
    }),
  )

const CountsRow = Schema.Struct({ pending: Schema.Number, confirmed: Schema.Number })

const counts = (websiteId: string, listId: string) =>
  query(CountsRow, {
    name: "list_subscribers_counts",
    sql: `SELECT count(*) FILTER (WHERE confirmed_at IS NULL)::int AS pending,
        count(*) FILTER (WHERE confirmed_at IS NOT NULL)::int AS confirmed
      FROM list_subscribers WHERE website_id = $1 AND list_id = $2`,
    params: [websiteId, listId],
  }).pipe(
    Effect.orDie,
    Effect.map(([row]) => row ?? { pending: 0, confirmed: 0 }),
  )

const IdRow = Schema.Struct({ id: Schema.String })

const remove = (websiteId: string, id: string) =>
  query(IdRow, {
    name: "list_subscribers_remove",
    sql: "DELETE FROM list_subscribers WHERE website_id = $1 AND id = $2 RETURNING id",
    params: [websiteId, id],
  }).pipe(
    Effect.map((found) => found.length === 1),
    Effect.orDie,
  )

const KeyRow = Schema.Struct({ link_key: Schema.String })

const linkKey = query(KeyRow, {
  name: "list_subscriber_link_key",
  sql: `INSERT INTO list_subscriber_key (id) VALUES (1)
    ON CONFLICT (id) DO UPDATE SET id = list_subscriber_key.id RETURNING link_key`,
  params: [],
}).pipe(
  Effect.orDie,
  Effect.flatMap(([row]) =>
    row === undefined
      ? Effect.die(new Error("list subscriber key row missing"))
      : Effect.succeed(row.link_key),
  ),
)

/**
 * ListSubscribers on Postgres (`list_subscribers`, `list_subscriber_key`, migration 054): a sign-up
 * is one upsert on the unique (website, list, e-mail); confirming is one conditional UPDATE; a page
 * is LIMIT/OFFSET on the (website, list, signed up, id) index, the counts one filtered count; the
 * link key, which never changes, is read once per layer.
 *
 * @example
 * Layer.provide(listSubscribersLayer(), databaseLayer({}))
 */
export const listSubscribersLayer = (): Layer.Layer<ListSubscribers, never, Database> =>
  Layer.effect(
    ListSubscribers,
    withDatabase((provide) => {
      let key: string | undefined
      return ListSubscribers.of({
        join: (draft) => provide(join(draft)),
        confirm: (id, at) => provide(confirm(id, at)),
        find: (id) => provide(find(id)),
        list: (websiteId, listId) => provide(list(websiteId, listId)),
        page: (websiteId, listId, range) => provide(page(websiteId, listId, range)),
        counts: (websiteId, listId) => provide(counts(websiteId, listId)),
        remove: (websiteId, id) => provide(remove(websiteId, id)),
        linkKey: Effect.suspend(() =>
          key !== undefined
            ? Effect.succeed(key)
            : Effect.tap(provide(linkKey), (read) => Effect.sync(() => (key = read))),
        ),
      })
    }),
  )
