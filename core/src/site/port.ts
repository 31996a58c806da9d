import { Context, type Effect, type Option } from "effect"
import type { SiteHeaderFooter } from "./header-footer.ts"
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

/** Keeps each website's header and footer (SITE-001). */
export class SiteHeaderFooterRepository extends Context.Service<
  SiteHeaderFooterRepository,
  {
    /** The header and footer last saved for a website; none when its merchant has saved none yet. */
    readonly find: (websiteId: string) => Effect.Effect<Option.Option<SiteHeaderFooter>>
    /** Creates or replaces a website's header and footer, both at once; of two saves, the later wins. */
    readonly save: (websiteId: string, headerFooter: SiteHeaderFooter) => Effect.Effect<void>
  }
>()("@vitrine/core/site/SiteHeaderFooterRepository") {}
