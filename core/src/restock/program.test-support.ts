import { Effect, Layer } from "effect"
import type { BotCheck } from "../botcheck/port.ts"
import { CatalogEditor } from "../catalog/port.ts"
import { ProductType } from "../catalog/product-type.ts"
import { makeProduct, makeVariant } from "../catalog/testing.ts"
import { type MemoryStore, makeMemoryStore, memoryBotCheck, memoryLayerFor } from "../memory/index.ts"
import type { StorePorts } from "../store/ports.ts"
import type { SignUpInput } from "./program.ts"

// Test support for the restock program tests, not a test itself.

/** A sold-out beanie in two colours, and a digital download (whose stock never runs out). */
export const BEANIE = makeProduct({
  id: "merino-beanie",
  title: "Merino Beanie",
  variants: [
    makeVariant({ id: "grey", sku: "MB-GREY", qtyInStock: 0 }),
    makeVariant({ id: "navy", sku: "MB-NAVY", qtyInStock: 0 }),
  ],
})
export const DOWNLOAD = makeProduct({
  id: "e-book",
  productType: ProductType.DIGITAL,
  variants: [makeVariant({ id: "pdf" })],
})

/** The host every test page is on. */
export const HOST = "shop.example.com"

/**
 * A sign-up input without a captcha: the e-mail and variant given, the rest defaults.
 *
 * @example
 * signUpInput("ada@example.com", "grey")
 */
export const signUpInput = (
  email: string,
  variantId = "grey",
  overrides: Partial<SignUpInput> = {},
): SignUpInput => ({
  websiteId: "site-1",
  payload: {
    isJoinMailingList: false,
    productId: BEANIE.id,
    variantId,
    siteVisitorEmail: email,
    recaptchaEnterpriseV3Token: null,
  },
  memberId: null,
  host: HOST,
  captcha: false,
  ...overrides,
})

/**
 * Runs a body on a fresh memory store holding the beanie and the download, with a memory bot check
 * whose tokens the body can issue.
 *
 * @example
 * it.effect("…", () => withRestock(({ memory, botCheck }) => Effect.gen(function* () { … })))
 */
export const withRestock = <A, E>(
  body: (context: {
    readonly memory: MemoryStore
    readonly botCheck: ReturnType<typeof memoryBotCheck>
  }) => Effect.Effect<A, E, StorePorts | BotCheck>,
) => {
  const memory = makeMemoryStore()
  const botCheck = memoryBotCheck()
  const seeded = Effect.flatMap(CatalogEditor, (editor) =>
    Effect.forEach([BEANIE, DOWNLOAD], editor.save, { discard: true }),
  )
  return Effect.andThen(seeded, body({ memory, botCheck })).pipe(
    Effect.provide(Layer.merge(memoryLayerFor(memory), botCheck.layer)),
  )
}
