import { Layer } from "effect"
import { Outbox } from "../mail/outbox.ts"
import { type MemoryStore, write } from "./store.ts"

/**
 * The Outbox over a memory store: queued drafts live in the store's state, so a memory Transaction
 * that fails takes them back with everything else it wrote. A key already queued is left as it is.
 *
 * @example
 * Layer.provide(program, memoryOutbox(makeMemoryStore()))
 */
export const memoryOutbox = (store: MemoryStore): Layer.Layer<Outbox> =>
  Layer.succeed(
    Outbox,
    Outbox.of({
      enqueue: (drafts) =>
        write(store, (state) => {
          const outbox = new Map(state.outbox)
          for (const draft of drafts) if (!outbox.has(draft.key)) outbox.set(draft.key, draft)
          return [undefined, { ...state, outbox }]
        }),
    }),
  )
