import { Effect, Layer } from "effect"
import {
  DEFAULT_RESTOCK_SETTINGS,
  type GroupKey,
  type Page,
  type RestockSettings,
  type RestockSignUp,
  type SignUpGroup,
  type SignUpKey,
} from "../restock/model.ts"
import { byGroupKey, bySignUpKey } from "../restock/paging.ts"
import { RestockRepository, type SignUpOutcome } from "../restock/port.ts"
import { drawLinkKey } from "./link-key.ts"
import { type MemoryState, type MemoryStore, nextId, read, write } from "./store.ts"

const pageOf = <A, K>(sorted: readonly A[], limit: number, keyOf: (a: A) => K): Page<A, K> => {
  const items = sorted.slice(0, limit)
  const last = items.at(-1)
  return { items, next: sorted.length > limit && last !== undefined ? keyOf(last) : null }
}

const groupsOf = (signUps: Iterable<RestockSignUp>): SignUpGroup[] => {
  const groups = new Map<string, SignUpGroup>()
  for (const signUp of signUps) {
    const id = JSON.stringify([signUp.productId, signUp.variantId])
    const group = groups.get(id) ?? {
      productId: signUp.productId,
      variantId: signUp.variantId,
      waiting: 0,
      sent: 0,
    }
    groups.set(id, {
      ...group,
      waiting: group.waiting + (signUp.sentAt === null ? 1 : 0),
      sent: group.sent + (signUp.sentAt === null ? 0 : 1),
    })
  }
  return [...groups.values()].sort(byGroupKey)
}

/**
 * RestockRepository over a memory store: sign-ups live in the store's state, so a memory
 * Transaction that fails (a send whose outbox write failed) takes its marks back too.
 *
 * @example
 * Layer.provide(program, memoryRestockRepository(makeMemoryStore()))
 */
export const memoryRestockRepository = (store: MemoryStore): Layer.Layer<RestockRepository> => {
  // Settings and the key live beside the store's state: no transaction ever needs to take them back.
  let settings: RestockSettings = DEFAULT_RESTOCK_SETTINGS
  let key: string | undefined
  const drawKey = drawLinkKey(32)
  return Layer.succeed(
    RestockRepository,
    RestockRepository.of({
      // The id is drawn first and wasted when nothing is stored: ids are never reused anyway.
      signUp: (draft) =>
        Effect.flatMap(nextId(store), (id) =>
          write(store, (state): readonly [SignUpOutcome, MemoryState] => {
            const found = [...state.restock.values()].find(
              (one) =>
                one.productId === draft.productId &&
                one.variantId === draft.variantId &&
                one.email === draft.email,
            )
            if (found !== undefined && found.sentAt === null)
              return [{ signUp: found, created: false }, state]
            const signUp: RestockSignUp =
              found === undefined
                ? { ...draft, id, sentAt: null, round: 1 }
                : { ...found, ...draft, sentAt: null, round: found.round + 1 }
            const restock = new Map(state.restock).set(signUp.id, signUp)
            return [
              { signUp, created: true },
              { ...state, restock },
            ]
          }),
        ),
      groups: (after, limit) =>
        read(store, (state) =>
          pageOf(
            groupsOf(state.restock.values()).filter(
              (group) => after === null || byGroupKey(group, after) > 0,
            ),
            limit,
            (group): GroupKey => ({ productId: group.productId, variantId: group.variantId }),
          ),
        ),
      signUps: (filter, after, limit) =>
        read(store, (state) =>
          pageOf(
            [...state.restock.values()]
              .filter(
                (one) =>
                  one.productId === filter.productId &&
                  (filter.variantId === null || one.variantId === filter.variantId) &&
                  (after === null || bySignUpKey(one, after) > 0),
              )
              .sort(bySignUpKey),
            limit,
            (one): SignUpKey => ({ signedUpAt: one.signedUpAt, id: one.id }),
          ),
        ),
      markSent: (variant, sentAt) =>
        write(store, (state) => {
          const covered = [...state.restock.values()]
            .filter(
              (one) =>
                one.productId === variant.productId &&
                one.variantId === variant.variantId &&
                one.sentAt === null,
            )
            .sort(bySignUpKey)
            .map((one) => ({ ...one, sentAt }))
          const restock = new Map(state.restock)
          for (const one of covered) restock.set(one.id, one)
          return [covered, { ...state, restock }]
        }),
      remove: (id) =>
        write(store, (state) => {
          if (!state.restock.has(id)) return [false, state]
          const restock = new Map(state.restock)
          restock.delete(id)
          return [true, { ...state, restock }]
        }),
      settings: Effect.sync(() => settings),
      saveSettings: (next) =>
        Effect.sync(() => {
          settings = {
            autoSend: next.autoSend ?? settings.autoSend,
            mailingListSignUp: next.mailingListSignUp ?? settings.mailingListSignUp,
            mailingListOptInByDefault: next.mailingListOptInByDefault ?? settings.mailingListOptInByDefault,
          }
          return settings
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
