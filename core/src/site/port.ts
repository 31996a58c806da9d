import { Context, type Effect, type Option } from "effect"
import type { StoreSettings } from "./model.ts"

/** Keeps each website's store settings (CHECKOUT-003). */
export class StoreSettingsRepository extends Context.Service<
  StoreSettingsRepository,
  {
    /** The settings last saved for a website; none when its merchant has saved none yet. */
    readonly find: (websiteId: string) => Effect.Effect<Option.Option<StoreSettings>>
    /** Creates or replaces a website's settings, every field at once; of two saves, the later wins. */
    readonly save: (websiteId: string, settings: StoreSettings) => Effect.Effect<void>
  }
>()("@vitrine/core/site/StoreSettingsRepository") {}
