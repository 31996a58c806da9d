import { Clock, Effect, Layer } from "effect"
import { Outbox, type OutboxDraft, type OutboxMessage, type Settlement } from "../mail/outbox.ts"
import { type MemoryState, type MemoryStore, read, write } from "./store.ts"

// A claim moves `dueAt` to the lease's end, so one test finds both what is pending and due and
// what a dead worker held too long (the Postgres adapter keeps one index on it the same way).
const isDue = (message: OutboxMessage, now: number): boolean =>
  (message.state === "pending" || message.state === "sending") && message.dueAt <= now

// One settlement applied to the state: only a message still `sending` changes.
const settled = (state: MemoryState, { key, outcome }: Settlement): MemoryState => {
  const message = state.outbox.get(key)
  if (message === undefined || message.state !== "sending") return state
  const next: OutboxMessage =
    outcome._tag === "sent"
      ? { ...message, state: "sent", sentAt: outcome.at, leaseUntil: null }
      : outcome._tag === "retry"
        ? { ...message, state: "pending", dueAt: outcome.at, leaseUntil: null, lastError: outcome.error }
        : { ...message, state: "dead", leaseUntil: null, lastError: outcome.error }
  return { ...state, outbox: new Map(state.outbox).set(key, next) }
}

/**
 * The state with the drafts queued, due now; a key already queued is left as it is.
 *
 * @example
 * withQueued(state, [orderConfirmationDraft(order)], now)
 */
export const withQueued = (state: MemoryState, drafts: readonly OutboxDraft[], now: number): MemoryState => {
  const outbox = new Map(state.outbox)
  for (const draft of drafts)
    if (!outbox.has(draft.key))
      outbox.set(draft.key, {
        ...draft,
        state: "pending",
        attempts: 0,
        queuedAt: now,
        dueAt: now,
        leaseUntil: null,
        sentAt: null,
        lastError: null,
      })
  return { ...state, outbox }
}

/**
 * The Outbox over a memory store: messages live in the store's state, so a memory Transaction that
 * fails takes back what it queued with everything else it wrote. A key already queued is left as
 * it is. Claims run under the store's lock, so concurrent workers never claim one message twice.
 *
 * @example
 * Layer.provide(program, memoryOutbox(makeMemoryStore()))
 */
export const memoryOutbox = (store: MemoryStore): Layer.Layer<Outbox> =>
  Layer.succeed(
    Outbox,
    Outbox.of({
      enqueue: (drafts) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) =>
          write(store, (state) => [undefined, withQueued(state, drafts, now)]),
        ),
      claim: ({ now, limit, leaseMs }) =>
        write(store, (state) => {
          const claimed = [...state.outbox.values()]
            .filter((message) => isDue(message, now))
            .sort((a, b) => a.dueAt - b.dueAt)
            .slice(0, limit)
            .map(
              (message): OutboxMessage => ({
                ...message,
                state: "sending",
                attempts: message.attempts + 1,
                dueAt: now + leaseMs,
                leaseUntil: now + leaseMs,
              }),
            )
          const outbox = new Map(state.outbox)
          for (const message of claimed) outbox.set(message.key, message)
          return [claimed, { ...state, outbox }]
        }),
      settle: (key, outcome) => write(store, (state) => [undefined, settled(state, { key, outcome })]),
      settleAll: (settlements) => write(store, (state) => [undefined, settlements.reduce(settled, state)]),
      list: ({ states, after, limit }) =>
        read(store, (state) => {
          const newestFirst = [...state.outbox.values()].reverse()
          const start = after === null ? 0 : newestFirst.findIndex((message) => message.key === after) + 1
          return newestFirst
            .slice(start === 0 && after !== null ? newestFirst.length : start)
            .filter((message) => states === null || states.includes(message.state))
            .slice(0, limit)
        }),
      retry: (key, now) =>
        write(store, (state) => {
          const message = state.outbox.get(key)
          if (message === undefined || message.state !== "dead") return [false, state]
          const pending: OutboxMessage = {
            ...message,
            state: "pending",
            attempts: 0,
            dueAt: now,
            leaseUntil: null,
          }
          return [true, { ...state, outbox: new Map(state.outbox).set(key, pending) }]
        }),
    }),
  )
