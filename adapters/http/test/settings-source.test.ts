import { assert, describe, it } from "@effect/vitest"
import { memoryLayer, memoryPasswordHasher } from "@vitrine/core/memory"
import { DEFAULT_STORE_SETTINGS, StoreSettingsRepository } from "@vitrine/core/site"
import { StoreUnavailable } from "@vitrine/core/store"
import { Effect, Exit, Layer } from "effect"
import { TestClock } from "effect/testing"
import { settingsSource } from "../src/router/settings-source.ts"

// Another process saving: straight to the repository, past this process's source.
const savedElsewhere = (currency: "EUR" | "JPY") =>
  StoreSettingsRepository.use((settings) =>
    settings.save("site-1", { ...DEFAULT_STORE_SETTINGS, selectedCurrency: currency }),
  )

// The router's ports: the store's, and the password hasher sign-in needs.
const routerLayer = () => Layer.merge(memoryLayer(), memoryPasswordHasher())

const currency = (source: ReturnType<typeof settingsSource>) =>
  Effect.map(source.current, (settings) => settings.selectedCurrency)

describe("settings source", () => {
  it.effect("MONEY-003 reads the defaults, then keeps what it read for its time to live", () =>
    Effect.gen(function* () {
      const source = settingsSource("site-1", 5000)
      assert.strictEqual(yield* currency(source), "USD")
      yield* savedElsewhere("EUR")
      yield* TestClock.adjust("4999 millis")
      assert.strictEqual(yield* currency(source), "USD")
      yield* TestClock.adjust("1 millis")
      assert.strictEqual(yield* currency(source), "EUR")
    }).pipe(Effect.provide(routerLayer())),
  )

  it.effect("shows settings saved through it at once", () =>
    Effect.gen(function* () {
      const source = settingsSource("site-1", 5000)
      assert.strictEqual(yield* currency(source), "USD")
      yield* source.remember({ ...DEFAULT_STORE_SETTINGS, selectedCurrency: "JPY" })
      assert.strictEqual(yield* currency(source), "JPY")
    }).pipe(Effect.provide(routerLayer())),
  )

  it.effect("a time to live of 0 reads every time", () =>
    Effect.gen(function* () {
      const source = settingsSource("site-1", 0)
      assert.strictEqual(yield* currency(source), "USD")
      yield* savedElsewhere("JPY")
      assert.strictEqual(yield* currency(source), "JPY")
    }).pipe(Effect.provide(routerLayer())),
  )

  it.effect("does not keep a failed read: the next request reads again (the database back)", () =>
    Effect.gen(function* () {
      let away = true
      const flaky = Layer.effect(
        StoreSettingsRepository,
        Effect.gen(function* () {
          const settings = yield* StoreSettingsRepository
          return StoreSettingsRepository.of({
            ...settings,
            find: (websiteId) =>
              away ? Effect.die(new StoreUnavailable({ detail: "away" })) : settings.find(websiteId),
          })
        }),
      )
      const source = settingsSource("site-1", 5000)
      const read = Effect.provide(currency(source), flaky)
      const failed = yield* Effect.exit(read)
      assert.isTrue(Exit.hasDies(failed))
      away = false
      assert.strictEqual(yield* read, "USD")
    }).pipe(Effect.provide(routerLayer())),
  )
})
