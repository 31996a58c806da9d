import { Context, type Effect, type Option } from "effect"
import type { AutomationConnection } from "./automation-connection.ts"
import type { SmugmugUnreachable, VimeoUnreachable } from "./errors.ts"
import type { SiteHeaderFooter } from "./header-footer.ts"
import type { HomeLayout } from "./home-layout.ts"
import type { SmugmugGallery, SmugmugImage } from "./home-smugmug.ts"
import type { ListSubscriber } from "./list-subscriber.ts"
import type { MailingConnection, MailingListId } from "./mailing-connection-rules.ts"
import type { StoreSettings } from "./model.ts"
import type { MultilingualSettings } from "./multilingual-rules.ts"
import type { KeptCollection, StoreCollection, StorePageSummary } from "./store-collection.ts"
import type { RootCategoryPayload, StorePagePayload } from "./store-setup.ts"
import type { SiteStyles } from "./styles.ts"

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

/** Keeps each website's styles: its fonts and colours (001 §2). */
export class SiteStylesRepository extends Context.Service<
  SiteStylesRepository,
  {
    /** The styles last saved for a website; none when its merchant has saved none yet. */
    readonly find: (websiteId: string) => Effect.Effect<Option.Option<SiteStyles>>
    /** Creates or replaces a website's styles, every field at once; of two saves, the later wins. */
    readonly save: (websiteId: string, styles: SiteStyles) => Effect.Effect<void>
  }
>()("@vitrine/core/site/SiteStylesRepository") {}

/** Keeps each website's multilingual settings (SITE-002). */
export class MultilingualRepository extends Context.Service<
  MultilingualRepository,
  {
    /** The settings last saved for a website; none when its merchant has saved none yet. */
    readonly find: (websiteId: string) => Effect.Effect<Option.Option<MultilingualSettings>>
    /** Creates or replaces a website's settings, every field at once; of two saves, the later wins. */
    readonly save: (websiteId: string, settings: MultilingualSettings) => Effect.Effect<void>
  }
>()("@vitrine/core/site/MultilingualRepository") {}

/**
 * The content service's store pages and categories (API-040, API-041), for creating a store
 * (STORE-001).
 */
export class StorePages extends Context.Service<
  StorePages,
  {
    /** The URL ids a website's pages already use, for a new one to avoid (STORE-007); none: empty. */
    readonly urlIds: (websiteId: string) => Effect.Effect<ReadonlyArray<string>>
    /**
     * Creates a store page and answers its id (API-040). A URL id another page of the website took
     * meanwhile (a race the caller lost) is a defect.
     */
    readonly createStorePage: (websiteId: string, page: StorePagePayload) => Effect.Effect<string>
    /** Creates a category in a store page (API-041); false, creating nothing, when the website has no such page. */
    readonly createCategory: (
      websiteId: string,
      collectionId: string,
      category: RootCategoryPayload,
    ) => Effect.Effect<boolean>
    /** A website's store page by its id; none when the website has no such page (another website's included). */
    readonly page: (websiteId: string, collectionId: string) => Effect.Effect<Option.Option<StorePagePayload>>
    /** A store page's categories in the order made; empty for a page that does not exist. */
    readonly categories: (
      websiteId: string,
      collectionId: string,
    ) => Effect.Effect<ReadonlyArray<RootCategoryPayload>>
    /** A website's store pages in the order made, each with how many products it lists; none: empty. */
    readonly list: (websiteId: string) => Effect.Effect<ReadonlyArray<StorePageSummary>>
    /** A website's store page by its URL id, compared case-insensitively; none when it has none. */
    readonly findByUrlId: (
      websiteId: string,
      urlId: string,
    ) => Effect.Effect<Option.Option<{ readonly id: string; readonly page: StorePagePayload }>>
    /** A page's collection and its version (0 and empty until first saved); none when the website has no such page. */
    readonly collection: (
      websiteId: string,
      collectionId: string,
    ) => Effect.Effect<Option.Option<KeptCollection>>
    /**
     * Replaces a page's collection if it is still at `version` (then at `version + 1`): "stale",
     * saving nothing, when another save landed first; "missing" when the website has no such page.
     */
    readonly saveCollection: (
      websiteId: string,
      collectionId: string,
      version: number,
      collection: StoreCollection,
    ) => Effect.Effect<"saved" | "stale" | "missing">
  }
>()("@vitrine/core/site/StorePages") {}

/**
 * Keeps each website's connections: its forms' mailing-list connection (EDITOR-008) and its
 * automation-service connection (EDITOR-009) with the one key awaiting confirmation. Like
 * `Sessions`, the adapter makes the key (at least 256 random bits) and hands it out once; a durable
 * adapter keeps only its SHA-256.
 */
export class SiteConnectionsRepository extends Context.Service<
  SiteConnectionsRepository,
  {
    /** The mailing-list connection last saved for a website; none when there is none (never saved, or disconnected). */
    readonly findMailing: (websiteId: string) => Effect.Effect<Option.Option<MailingConnection>>
    /** Creates or replaces a website's mailing-list connection; none removes it (disconnect). */
    readonly saveMailing: (
      websiteId: string,
      connection: Option.Option<MailingConnection>,
    ) => Effect.Effect<void>
    /** The automation connection's state; none when the website never had one. */
    readonly findAutomation: (websiteId: string) => Effect.Effect<Option.Option<AutomationConnection>>
    /**
     * Puts the website in "Awaiting Connection" since `requestedAt` with a fresh key, which it
     * answers; any earlier key stops matching.
     */
    readonly awaitAutomation: (websiteId: string, requestedAt: string) => Effect.Effect<string>
    /**
     * Connects the website if, at this very moment, it awaits this key: one atomic compare-and-set,
     * so a reconnect (a new key) or a disconnect landing after the caller's read makes the old key
     * connect nothing. True when it landed (the key forgotten); false, changing nothing, when the
     * website awaits another key or none. In time independent of where keys differ.
     */
    readonly confirmAwaited: (
      websiteId: string,
      key: string,
      connected: Extract<AutomationConnection, { readonly status: "connected" }>,
    ) => Effect.Effect<boolean>
    /** Settles the automation connection connected or disconnected, forgetting any key. */
    readonly settleAutomation: (
      websiteId: string,
      state: Exclude<AutomationConnection, { readonly status: "awaiting" }>,
    ) => Effect.Effect<void>
  }
>()("@vitrine/core/site/SiteConnectionsRepository") {}

/** Keeps each website's home page layout: its sections and their blocks (CONST-003, CONST-012). */
export class HomeLayoutRepository extends Context.Service<
  HomeLayoutRepository,
  {
    /** The layout last saved for a website; none when its merchant has saved none (the home page stays as it was). */
    readonly find: (websiteId: string) => Effect.Effect<Option.Option<HomeLayout>>
    /** Creates or replaces a website's layout whole; of two saves, the later wins. */
    readonly save: (websiteId: string, layout: HomeLayout) => Effect.Effect<void>
  }
>()("@vitrine/core/site/HomeLayoutRepository") {}

/**
 * Whether a Vimeo video can be shown on the store (EDITOR-044): `unsupported` for a video of a
 * Vimeo Basic account, or one Vimeo will not embed; `embeddable` otherwise. Asks Vimeo, so it is not
 * storage and not one of the store's ports.
 */
export class VimeoEmbeds extends Context.Service<
  VimeoEmbeds,
  {
    /** Vimeo's verdict on a video address (a `videoSource` of Vimeo); fails with VimeoUnreachable when Vimeo cannot be asked. */
    readonly verdict: (url: string) => Effect.Effect<"embeddable" | "unsupported", VimeoUnreachable>
  }
>()("@vitrine/core/site/VimeoEmbeds") {}

/**
 * A Smugmug account's public galleries and their images (CONST-007), for the home page's gallery
 * blocks. Asks Smugmug, so it is not storage and not one of the store's ports. Both methods fail
 * with SmugmugUnreachable when Smugmug cannot be asked; lists come in Smugmug's order, and an
 * adapter may stop at the limits (20 galleries, 50 images) since nothing past them is shown.
 */
export class SmugmugGalleries extends Context.Service<
  SmugmugGalleries,
  {
    /** The account's public galleries; none when Smugmug has no account of that nickname (an account without galleries has an empty list). */
    readonly galleries: (
      nickname: string,
    ) => Effect.Effect<Option.Option<ReadonlyArray<SmugmugGallery>>, SmugmugUnreachable>
    /** The images of one of the account's galleries; none when the account has no gallery of that key, or no such account. */
    readonly images: (
      nickname: string,
      galleryKey: string,
    ) => Effect.Effect<Option.Option<ReadonlyArray<SmugmugImage>>, SmugmugUnreachable>
  }
>()("@vitrine/core/site/SmugmugGalleries") {}

/**
 * Keeps the addresses of each website's mailing lists: one subscriber per (website, list,
 * normalised e-mail), pending until confirmed when the list asks for double opt-in. The key that
 * signs confirmation links is kept here too, made once by the adapter (at least 256 random bits).
 */
export class ListSubscribers extends Context.Service<
  ListSubscribers,
  {
    /**
     * Adds the address (already normalised) to the list and answers the subscriber as stored. A new
     * address is stored `confirmed` (at `at`) when `confirmed` is true, else `pending`. An address
     * already on the list keeps its id and sign-up time: a pending one becomes confirmed when
     * `confirmed` is true and stays pending otherwise; a confirmed one stays confirmed. Atomic: two
     * sign-ups of one address at once keep one subscriber.
     */
    readonly join: (draft: {
      readonly websiteId: string
      readonly listId: MailingListId
      readonly email: string
      readonly confirmed: boolean
      readonly at: number
    }) => Effect.Effect<ListSubscriber>
    /**
     * Confirms a subscriber at `at` if pending; idempotent (a confirmed one is answered as it is).
     * None when there is no such subscriber (removed, or never stored).
     */
    readonly confirm: (id: string, at: number) => Effect.Effect<Option.Option<ListSubscriber>>
    /** The subscriber with this id, as stored; none when there is none (removed, or never stored). */
    readonly find: (id: string) => Effect.Effect<Option.Option<ListSubscriber>>
    /** A website list's subscribers, newest sign-up first (of the same millisecond, the greater id first); empty for none. */
    readonly list: (websiteId: string, listId: MailingListId) => Effect.Effect<readonly ListSubscriber[]>
    /**
     * Up to `limit` of a website list's subscribers in `list`'s order after skipping `offset` of
     * them; empty past the end.
     */
    readonly page: (
      websiteId: string,
      listId: MailingListId,
      range: { readonly offset: number; readonly limit: number },
    ) => Effect.Effect<readonly ListSubscriber[]>
    /** How many of a website list's subscribers are pending and how many confirmed; zeros for none. */
    readonly counts: (
      websiteId: string,
      listId: MailingListId,
    ) => Effect.Effect<{ readonly pending: number; readonly confirmed: number }>
    /** Removes a website's subscriber: true when it was there, false when it was not (or is another website's). */
    readonly remove: (websiteId: string, id: string) => Effect.Effect<boolean>
    /** The key that signs confirmation links: made on first use, the same ever after. */
    readonly linkKey: Effect.Effect<string>
  }
>()("@vitrine/core/site/ListSubscribers") {}
