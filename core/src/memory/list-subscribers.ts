import { Effect, Layer, Option } from "effect"
import type { ListSubscriber } from "../site/list-subscriber.ts"
import { ListSubscribers } from "../site/port.ts"
import { drawLinkKey } from "./link-key.ts"
import { type MemoryState, type MemoryStore, nextId, read, write } from "./store.ts"

const newestFirst = (a: ListSubscriber, b: ListSubscriber): number =>
  b.signedUpAt - a.signedUpAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

const onList = (state: MemoryState, websiteId: string, listId: string): ListSubscriber[] =>
  [...state.subscribers.values()]
    .filter((one) => one.websiteId === websiteId && one.listId === listId)
    .sort(newestFirst)

const sameAddress = (draft: { websiteId: string; listId: string; email: string }) => (one: ListSubscriber) =>
  one.websiteId === draft.websiteId && one.listId === draft.listId && one.email === draft.email

/**
 * ListSubscribers over a memory store: subscribers live in the store's state, so a memory
 * Transaction that fails (a submission refused after the join) takes them back too. The link key is
 * drawn from Effect's Random once per layer and kept as it is: fine for tests and demos.
 *
 * @example
 * Layer.provide(program, memoryListSubscribers(makeMemoryStore()))
 */
export const memoryListSubscribers = (store: MemoryStore): Layer.Layer<ListSubscribers> => {
  let key: string | undefined
  const drawKey = drawLinkKey(64)
  return Layer.succeed(
    ListSubscribers,
    ListSubscribers.of({
      join: (draft) =>
        Effect.flatMap(nextId(store), (id) =>
          write(store, (state) => {
            const found = [...state.subscribers.values()].find(sameAddress(draft))
            const next: ListSubscriber =
              found === undefined
                ? {
                    id,
                    websiteId: draft.websiteId,
                    listId: draft.listId,
                    email: draft.email,
                    status: draft.confirmed ? "confirmed" : "pending",
                    signedUpAt: draft.at,
                    confirmedAt: draft.confirmed ? draft.at : null,
                  }
                : found.status === "pending" && draft.confirmed
                  ? { ...found, status: "confirmed", confirmedAt: draft.at }
                  : found
            return [next, { ...state, subscribers: new Map(state.subscribers).set(next.id, next) }]
          }),
        ),
      confirm: (id, at) =>
        write(store, (state) => {
          const found = state.subscribers.get(id)
          if (found === undefined) return [Option.none(), state]
          const next: ListSubscriber =
            found.status === "confirmed" ? found : { ...found, status: "confirmed", confirmedAt: at }
          return [Option.some(next), { ...state, subscribers: new Map(state.subscribers).set(id, next) }]
        }),
      find: (id) => read(store, (state) => Option.fromNullishOr(state.subscribers.get(id))),
      list: (websiteId, listId) => read(store, (state) => onList(state, websiteId, listId)),
      page: (websiteId, listId, range) =>
        read(store, (state) =>
          onList(state, websiteId, listId).slice(range.offset, range.offset + range.limit),
        ),
      counts: (websiteId, listId) =>
        read(store, (state) => {
          const all = onList(state, websiteId, listId)
          const pending = all.filter((one) => one.status === "pending").length
          return { pending, confirmed: all.length - pending }
        }),
      remove: (websiteId, id) =>
        write(store, (state) => {
          if (state.subscribers.get(id)?.websiteId !== websiteId) return [false, state]
          const subscribers = new Map(state.subscribers)
          subscribers.delete(id)
          return [true, { ...state, subscribers }]
        }),
      linkKey: Effect.suspend(() =>
        key !== undefined
          ? Effect.succeed(key)
          : Effect.map(drawKey, (drawn) => {
              key ??= drawn
              return key
            }),
      ),
    }),
  )
}
