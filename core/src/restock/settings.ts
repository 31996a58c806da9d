import { Effect, Option } from "effect"
import { isVariantInStock } from "../catalog/display.ts"
import { Catalog } from "../catalog/port.ts"
import type { GroupKey, Page, RestockBoxConfig, RestockSettings, SendRequest, SignUpGroup } from "./model.ts"
import { RestockRepository } from "./port.ts"
import { sendRestock } from "./program.ts"

/**
 * The store's restock settings: the automatic send and the mailing-list checkbox, each off until
 * the merchant turns it on.
 *
 * @example
 * restockSettings // Effect<RestockSettings, never, RestockRepository>
 */
export const restockSettings = RestockRepository.use((repository) => repository.settings)

/**
 * Saves the settings given, leaving the others as stored (atomically, so two merchants changing
 * different settings at once both keep theirs); they apply from the automatic send's next look.
 * Returns every setting as stored.
 *
 * @example
 * saveRestockSettings({ autoSend: true })
 */
export const saveRestockSettings = (settings: Partial<RestockSettings>) =>
  RestockRepository.use((repository) => repository.saveSettings(settings))

/**
 * What the storefront's restock box needs of the store: whether it checks a captcha (`captcha`, the
 * server's own configuration) and the mailing-list checkbox's settings (RESTOCK-003).
 *
 * @example
 * restockBoxConfig(true) // Effect<{ captcha: true, mailingListSignUp, mailingListOptInByDefault }>
 */
export const restockBoxConfig = (captcha: boolean) =>
  Effect.map(
    restockSettings,
    (settings): RestockBoxConfig => ({
      captcha,
      mailingListSignUp: settings.mailingListSignUp,
      mailingListOptInByDefault: settings.mailingListOptInByDefault,
    }),
  )

// Groups are read a page at a time; a look reads them all (one grouped query per page).
const GROUPS_PER_LOOK_PAGE = 500

const waitingVariants = Effect.gen(function* () {
  const repository = yield* RestockRepository
  const waiting: SendRequest[] = []
  let after: GroupKey | null = null
  do {
    const page: Page<SignUpGroup, GroupKey> = yield* repository.groups(after, GROUPS_PER_LOOK_PAGE)
    for (const group of page.items)
      if (group.waiting > 0) waiting.push({ productId: group.productId, variantId: group.variantId })
    after = page.next
  } while (after !== null)
  return waiting
})

/**
 * One look of the automatic send: with `autoSend` on, each variant people wait for that is in stock
 * (unlimited, or one unit or more: `isVariantInStock`) gets a send (`sendRestock`), so a variant that
 * went from 0 to more is announced at the next look; with it off, or nothing back, nothing happens.
 * Returns what was queued. Safe to run in several processes at once: `sendRestock` covers each
 * sign-up once, so two looks (or a look and the merchant's click) after one restock queue once.
 *
 * Ours: the store looks every few seconds rather than hooking each stock write (an order cancelled,
 * the catalogue saved, an import), so every way stock comes back is seen; a sign-up made while its
 * variant is in stock (a stale page) is thus told at the next look, which is what it asked for.
 *
 * @example
 * autoSendRestock // Effect<SendResult[], never, RestockRepository | Catalog | Outbox | Transaction>
 */
export const autoSendRestock = Effect.gen(function* () {
  const settings = yield* restockSettings
  if (!settings.autoSend) return []
  const waiting = yield* waitingVariants
  const catalog = yield* Catalog
  const back: SendRequest[] = []
  for (const productId of new Set(waiting.map((one) => one.productId))) {
    const product = Option.getOrUndefined(yield* catalog.find(productId))
    for (const request of waiting)
      if (request.productId === productId) {
        const variant = product?.variants.find((one) => one.id === request.variantId)
        if (variant !== undefined && isVariantInStock(variant)) back.push(request)
      }
  }
  return back.length === 0 ? [] : (yield* sendRestock(back)).filter((result) => result.queued > 0)
}).pipe(Effect.withSpan("autoSendRestock"))
