import { Effect, Layer } from "effect"
import { type ChangeListener, ChangeNotices, type ChangeTopic } from "../changes/port.ts"

/**
 * ChangeNotices within one process: an announcement calls every listener of its topic before it
 * returns. Nothing is ever missed, so `missed` is never called. Each call gives notices of their own.
 *
 * @example
 * program.pipe(Effect.provide(memoryChangeNotices()))
 */
export const memoryChangeNotices = (): Layer.Layer<ChangeNotices> =>
  Layer.sync(ChangeNotices, () => {
    const listeners = new Map<ChangeTopic, Set<ChangeListener>>()
    return ChangeNotices.of({
      announce: (topic, key) =>
        Effect.sync(() => {
          for (const listener of listeners.get(topic) ?? []) listener.changed(key)
        }),
      subscribe: (topic, listener) =>
        Effect.sync(() => {
          const heard = listeners.get(topic) ?? new Set()
          heard.add(listener)
          listeners.set(topic, heard)
        }),
    })
  })
