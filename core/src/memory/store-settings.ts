import { Layer, Option } from "effect"
import { StoreSettingsRepository } from "../site/port.ts"
import { type MemoryStore, read, write } from "./store.ts"

/**
 * StoreSettingsRepository over a memory store: settings by website id, replaced whole by `save`.
 *
 * @example
 * Layer.provide(program, memoryStoreSettings(makeMemoryStore()))
 */
export const memoryStoreSettings = (store: MemoryStore): Layer.Layer<StoreSettingsRepository> =>
  Layer.succeed(
    StoreSettingsRepository,
    StoreSettingsRepository.of({
      find: (websiteId) => read(store, (state) => Option.fromNullishOr(state.settings.get(websiteId))),
      save: (websiteId, settings) =>
        write(store, (state) => [
          undefined,
          { ...state, settings: new Map(state.settings).set(websiteId, settings) },
        ]),
    }),
  )
