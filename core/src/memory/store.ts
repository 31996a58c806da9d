import { Context, Effect, Ref, Semaphore } from "effect"
import type { StoredCart } from "../cart/model.ts"
import type { Product } from "../catalog/model.ts"
import type { Order } from "../checkout/model.ts"
import type { StoredForm } from "../form/port.ts"
import type { FormSubmission } from "../form/submission.ts"
import type { OutboxMessage } from "../mail/outbox.ts"
import type { RestockSignUp } from "../restock/model.ts"
import type { ListSubscriber } from "../site/list-subscriber.ts"
import type { StoreSettings } from "../site/model.ts"
import { type MemoryAccounts, makeMemoryAccounts } from "./accounts-store.ts"

/**
 * Everything the in-memory adapter keeps, as one immutable value: a transaction's snapshot is just
 * the value it started from, and rolling back is setting it again. Stock lives on the catalogue's
 * variants (`qtyInStock`, `unlimited`), so Catalog and Inventory read the same numbers.
 */
export interface MemoryState {
  /** Products by id, in the order first saved (a replaced product keeps its place). */
  readonly products: ReadonlyMap<string, Product>
  /** Carts by id. */
  readonly carts: ReadonlyMap<string, StoredCart>
  /** Each cart's revision, raised by every change the repository makes to it. */
  readonly revisions: ReadonlyMap<string, number>
  /** Store settings by website id. */
  readonly settings: ReadonlyMap<string, StoreSettings>
  /** Whose each cart is and where it came from or went, by cart id; absent: nobody's, never merged or copied. */
  readonly cartLinks: ReadonlyMap<string, CartLinks>
  /** E-mails queued by programs with their delivery records, by idempotency key, in the order queued. */
  readonly outbox: ReadonlyMap<string, OutboxMessage>
  /** Restock sign-ups by id, in the order first stored. */
  readonly restock: ReadonlyMap<string, RestockSignUp>
  /** Mailing-list subscribers by id (`memoryListSubscribers`). */
  readonly subscribers: ReadonlyMap<string, ListSubscriber>
  /** Orders by id, in the order placed. */
  readonly orders: ReadonlyMap<string, StoredOrder>
  /** Form definitions, submission keys and submissions (`memoryFormRepository`). */
  readonly forms: MemoryForms
}

/** What the memory FormRepository keeps: definitions, the submission keys handed out, submissions. */
export interface MemoryForms {
  readonly definitions: ReadonlyMap<string, StoredForm>
  readonly keys: ReadonlyMap<string, { readonly sessionId: string; readonly expiresAt: number }>
  /** Every submission, newest first. */
  readonly submissions: readonly FormSubmission[]
}

/** An order as the memory store keeps it (its confirmation e-mail is the outbox's). */
export interface StoredOrder {
  readonly order: Order
}

/**
 * A cart's links to members and other carts: the member whose open cart it is, the cart it was
 * merged into at a sign-in, the cart it is a visitor's copy of.
 */
export interface CartLinks {
  readonly memberId: string | null
  readonly mergedInto: string | null
  readonly copiedFrom: string | null
}

/**
 * The state behind one `memoryLayer`, plus the lock that serialises its programs. Exposed so a test
 * can look at or arrange what is stored — the in-memory twin of a suite's raw-SQL back door.
 *
 * @example
 * const store = makeMemoryStore()
 * const layer = memoryLayerFor(store)
 * Ref.get(store.state) // Effect<MemoryState>
 */
export interface MemoryStore {
  readonly state: Ref.Ref<MemoryState>
  /** One permit: one transaction (or lone port call) at a time. */
  readonly lock: Semaphore.Semaphore
  /** Ids are never reused, even after a rollback, so this counter lives outside `state`. */
  readonly counter: Ref.Ref<number>
  /** Accounts, sessions and sign-in failures, in their own Refs outside `state` (see `MemoryAccounts`). */
  readonly accounts: MemoryAccounts
}

/**
 * A fresh, empty store.
 *
 * @example
 * const store = makeMemoryStore()
 */
export const makeMemoryStore = (): MemoryStore => ({
  state: Ref.makeUnsafe<MemoryState>({
    products: new Map(),
    carts: new Map(),
    revisions: new Map(),
    settings: new Map(),
    cartLinks: new Map(),
    outbox: new Map(),
    orders: new Map(),
    restock: new Map(),
    subscribers: new Map(),
    forms: { definitions: new Map(), keys: new Map(), submissions: [] },
  }),
  lock: Semaphore.makeUnsafe(1),
  counter: Ref.makeUnsafe(0),
  accounts: makeMemoryAccounts(),
})

/**
 * The store whose transaction the current fiber runs in, if any. Port calls inside that transaction
 * must not wait for the lock the transaction already holds.
 */
export const CurrentUnit = Context.Reference<MemoryStore | undefined>("@vitrine/core/memory/CurrentUnit", {
  defaultValue: () => undefined,
})

/**
 * Runs a port call as its own unit unless it is part of this store's open transaction, so a lone call
 * never sees (or is undone with) another program's half-done writes.
 *
 * @example
 * serialised(store, Ref.get(store.state))
 */
export const serialised = <A, E, R>(
  store: MemoryStore,
  effect: Effect.Effect<A, E, R>,
): Effect.Effect<A, E, R> =>
  Effect.flatMap(CurrentUnit, (unit) => (unit === store ? effect : store.lock.withPermit(effect)))

/**
 * Reads the state through the lock.
 *
 * @example
 * read(store, (state) => state.products.size)
 */
export const read = <A>(store: MemoryStore, f: (state: MemoryState) => A): Effect.Effect<A> =>
  serialised(store, Effect.map(Ref.get(store.state), f))

/**
 * Changes the state through the lock in one step, returning a result alongside the new state.
 *
 * @example
 * write(store, (state) => [state.carts.size, state])
 */
export const write = <A>(
  store: MemoryStore,
  f: (state: MemoryState) => readonly [A, MemoryState],
): Effect.Effect<A> => serialised(store, Ref.modify(store.state, f))

/**
 * A fresh UUID-shaped id from the store's counter: readable in failures ("…-000000000003"), and
 * accepted by anything that checks for a UUID.
 *
 * @example
 * nextId(store) // Effect<"00000000-0000-4000-8000-000000000001">
 */
export const nextId = (store: MemoryStore): Effect.Effect<string> =>
  Ref.modify(store.counter, (n) => [
    `00000000-0000-4000-8000-${(n + 1).toString(16).padStart(12, "0")}`,
    n + 1,
  ])
