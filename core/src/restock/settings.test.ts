import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { CatalogEditor } from "../catalog/port.ts"
import { Outbox } from "../mail/outbox.ts"
import { DEFAULT_RESTOCK_SETTINGS } from "./model.ts"
import { BEANIE, signUpInput, withRestock } from "./program.test-support.ts"
import { signUpForRestock } from "./program.ts"
import { autoSendRestock, restockSettings, saveRestockSettings } from "./settings.ts"

// The automatic send (ours, beyond the spec): a merchant setting, off by default.

const restocked = (variantId: string, qtyInStock: number) =>
  Effect.flatMap(CatalogEditor, (editor) =>
    editor.save({
      ...BEANIE,
      variants: BEANIE.variants.map((variant) =>
        variant.id === variantId ? { ...variant, qtyInStock } : variant,
      ),
    }),
  )

const queued = Outbox.use((outbox) => outbox.list({ states: null, after: null, limit: 100 }))

const waitingFor = (variantId: string, emails: readonly string[]) =>
  Effect.forEach(emails, (email) => signUpForRestock(signUpInput(email, variantId)), { discard: true })

describe("autoSendRestock", () => {
  it.effect("is off by default: a variant back in stock queues nothing until the merchant turns it on", () =>
    withRestock(() =>
      Effect.gen(function* () {
        assert.deepStrictEqual(yield* restockSettings, DEFAULT_RESTOCK_SETTINGS)
        yield* waitingFor("grey", ["ada@example.com"])
        yield* restocked("grey", 5)
        assert.deepStrictEqual(yield* autoSendRestock, [])
        assert.lengthOf(yield* queued, 0)
        yield* saveRestockSettings({ ...DEFAULT_RESTOCK_SETTINGS, autoSend: true })
        assert.deepStrictEqual(yield* autoSendRestock, [
          { productId: BEANIE.id, variantId: "grey", queued: 1 },
        ])
      }),
    ),
  )

  it.effect("sends only for variants back in stock, and once: the next look queues nothing more", () =>
    withRestock(() =>
      Effect.gen(function* () {
        yield* saveRestockSettings({ ...DEFAULT_RESTOCK_SETTINGS, autoSend: true })
        yield* waitingFor("grey", ["ada@example.com", "bob@example.com"])
        yield* waitingFor("navy", ["cy@example.com"])
        assert.deepStrictEqual(yield* autoSendRestock, [], "nothing is back yet")
        yield* restocked("grey", 3)
        assert.deepStrictEqual(yield* autoSendRestock, [
          { productId: BEANIE.id, variantId: "grey", queued: 2 },
        ])
        assert.deepStrictEqual(yield* autoSendRestock, [])
        const messages = yield* queued
        assert.sameMembers(
          messages.map((message) => message.to),
          ["ada@example.com", "bob@example.com"],
        )
      }),
    ),
  )

  it.effect("two restocks at once (two looks, in two fibers) queue each waiting sign-up once", () =>
    withRestock(() =>
      Effect.gen(function* () {
        yield* saveRestockSettings({ ...DEFAULT_RESTOCK_SETTINGS, autoSend: true })
        const emails = Array.from({ length: 20 }, (_, i) => `v${i}@example.com`)
        yield* waitingFor("navy", emails)
        const [first, second] = yield* Effect.all(
          [
            Effect.andThen(restocked("navy", 4), autoSendRestock),
            Effect.andThen(restocked("navy", 9), autoSendRestock),
          ],
          { concurrency: 2 },
        )
        const total = [...(first ?? []), ...(second ?? [])].reduce((sum, one) => sum + one.queued, 0)
        assert.strictEqual(total, 20)
        const messages = yield* queued
        assert.lengthOf(messages, 20)
        assert.strictEqual(new Set(messages.map((message) => message.to)).size, 20)
      }),
    ),
  )
})
