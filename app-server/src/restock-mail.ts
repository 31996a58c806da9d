import { Catalog, type Product } from "@vitrine/core/catalog"
import { type MailMessage, MailNotRendered, type OutboxMessage } from "@vitrine/core/mail"
import { RestockRepository } from "@vitrine/core/restock"
import { type StoreSettings, type StoreSettingsRepository, storeSettings } from "@vitrine/core/site"
import { Effect, Option, Schema } from "effect"
import { keptLookups, MAIL_LOOKUP_TTL_MS } from "./kept-lookups.ts"
import type { KindRenderer, MailPlace } from "./outbox-worker.ts"
import type { RenderedEmail } from "./rendering/index.ts"
import { unsubscribeHeaders, unsubscribeUrl } from "./restock-unsubscribe.ts"

const RestockData = Schema.Struct({
  productId: Schema.String,
  variantId: Schema.String,
  signUpId: Schema.String,
})

// Rendered in the template where each recipient's own link goes, then swapped for it: only safe
// characters, so the template's escaping leaves it as it is.
const LINK_PLACEHOLDER = "https://vitrine.invalid/unsubscribe-link-placeholder"

const attribute = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

const notRendered = (message: OutboxMessage, detail: string) =>
  new MailNotRendered({ key: message.key, detail })

/**
 * The restock kind's renderer: the restock template for the message's product and variant, as the
 * catalogue and store settings are now (prices in the store currency, links under `baseUrl`), with
 * the sign-up's signed unsubscribe link in the text and in `List-Unsubscribe` headers. The template
 * runs once per product, variant and currency per MAIL_LOOKUP_TTL_MS; each message then only gets
 * its own link put in. A save of the store settings (`settingsChanged`) drops the kept settings and
 * every e-mail rendered with them. A product or variant that is gone, or data that is not a restock message's,
 * fails with `MailNotRendered` (the message goes dead).
 *
 * @example
 * restockMail(place).render(message) // Effect<MailMessage, MailNotRendered, …>
 */
export const restockMail = (place: MailPlace): KindRenderer => {
  const products = keptLookups<Option.Option<Product>, never, Catalog>(MAIL_LOOKUP_TTL_MS)
  const settingsKept = keptLookups<StoreSettings, never, StoreSettingsRepository>(MAIL_LOOKUP_TTL_MS)
  const emails = keptLookups<RenderedEmail, never, never>(MAIL_LOOKUP_TTL_MS)
  const render = (
    message: OutboxMessage,
  ): Effect.Effect<MailMessage, MailNotRendered, Catalog | StoreSettingsRepository | RestockRepository> =>
    Effect.gen(function* () {
      const data = yield* Schema.decodeUnknownEffect(RestockData)(message.data).pipe(
        Effect.mapError(() => notRendered(message, "not a restock message's data")),
      )
      const found = yield* products.get(
        data.productId,
        Catalog.use((catalog) => catalog.find(data.productId)),
      )
      const product = Option.getOrUndefined(found)
      const variant = product?.variants.find((candidate) => candidate.id === data.variantId)
      if (product === undefined || variant === undefined)
        return yield* notRendered(message, `the product ${data.productId} (${data.variantId}) is gone`)
      const settings = yield* settingsKept.get("settings", storeSettings(place.websiteId))
      const email = yield* emails.get(
        JSON.stringify([product.id, variant.id, settings.selectedCurrency]),
        Effect.sync(() =>
          place.rendering.restockEmail(product, variant, {
            settings,
            baseUrl: place.baseUrl,
            unsubscribeUrl: LINK_PLACEHOLDER,
          }),
        ),
      )
      const key = yield* RestockRepository.use((repository) => repository.linkKey)
      const link = unsubscribeUrl(place.baseUrl, key, data.signUpId)
      return {
        ...email,
        to: message.to,
        html: email.html.replaceAll(LINK_PLACEHOLDER, attribute(link)),
        text: email.text.replaceAll(LINK_PLACEHOLDER, link),
        headers: unsubscribeHeaders(link),
      }
    })
  const settingsChanged = () => {
    settingsKept.forget()
    emails.forget()
  }
  return { render, settingsChanged }
}
