import { Data } from "effect"
import { AUTOMATION_REFUSAL_MESSAGE, type AutomationRefusal } from "./automation-connection.ts"
import { NO_MAIN_NAVIGATION } from "./navigation.ts"

/** The site layout has no main navigation to append to (STORE-009). */
export class MainNavigationMissing extends Data.TaggedError("MainNavigationMissing")<{
  readonly websiteId: string
}> {
  override get message(): string {
    return NO_MAIN_NAVIGATION
  }
}

/** The main navigation already holds as many links as the header shows (`HEADER_FOOTER_LIMITS.links`). */
export class NavigationFull extends Data.TaggedError("NavigationFull")<{ readonly limit: number }> {
  override get message(): string {
    return `The main navigation already has ${this.limit} links: remove one first.`
  }
}

/**
 * A language list the site cannot take (API-036) for a reason only the stored settings tell: it
 * drops the site's primary language or unpublishes it. `field` is the body's field it concerns.
 */
export class LanguagesRefused extends Data.TaggedError("LanguagesRefused")<{
  readonly field: "languages"
  readonly reason: string
}> {
  override get message(): string {
    return this.reason
  }
}

/**
 * A navigation update the site cannot apply (API-038): the messages by field path, as the HTTP
 * adapter answers bad input (see `MAIN_NAVIGATION_MESSAGE`).
 */
export class NavigationUpdateInvalid extends Data.TaggedError("NavigationUpdateInvalid")<{
  readonly errors: Readonly<Record<string, string>>
}> {
  override get message(): string {
    return Object.values(this.errors)[0] ?? "The navigation cannot be updated."
  }
}

/** An automation-connection event the state machine refused (EDITOR-009); nothing changed. */
export class AutomationRefused extends Data.TaggedError("AutomationRefused")<{
  readonly refusal: AutomationRefusal
}> {
  override get message(): string {
    return AUTOMATION_REFUSAL_MESSAGE[this.refusal]
  }
}

/** Interface message of a third party that cannot be reached (UI-016). */
export const UNABLE_TO_CONNECT = "Unable to connect. Please try again"

/** Vimeo could not be asked about a video (down, timed out, answered nonsense); nothing was saved. */
export class VimeoUnreachable extends Data.TaggedError("VimeoUnreachable")<{ readonly detail: string }> {
  override get message(): string {
    return UNABLE_TO_CONNECT
  }
}

/** Smugmug could not be asked about an account or a gallery (down, timed out, answered nonsense); nothing was saved. */
export class SmugmugUnreachable extends Data.TaggedError("SmugmugUnreachable")<{ readonly detail: string }> {
  override get message(): string {
    return UNABLE_TO_CONNECT
  }
}

/** Smugmug has no account of this nickname (or it shows nothing publicly). */
export class SmugmugAccountMissing extends Data.TaggedError("SmugmugAccountMissing")<{
  readonly nickname: string
}> {
  override get message(): string {
    return "There is no Smugmug account with this nickname."
  }
}

/** The website has no store page of this id (or URL id). */
export class StorePageMissing extends Data.TaggedError("StorePageMissing")<{
  readonly collectionId: string
}> {
  override get message(): string {
    return "There is no such store page."
  }
}

/**
 * A home layout the site cannot take for a reason only a third party tells (a Vimeo Basic video,
 * EDITOR-044): the messages by field path (`sections.0.blocks.1.url`), as the HTTP adapter answers
 * bad input. Nothing was saved.
 */
export class HomeLayoutRefused extends Data.TaggedError("HomeLayoutRefused")<{
  readonly errors: Readonly<Record<string, string>>
}> {
  override get message(): string {
    return Object.values(this.errors)[0] ?? "The home page cannot be saved."
  }
}

/**
 * A change to a store page's collection its rules refused (CONST-005, CONST-006, CONST-008, a
 * category name): the messages by field name, as the HTTP adapter answers bad input.
 */
export class StoreCollectionRefused extends Data.TaggedError("StoreCollectionRefused")<{
  readonly errors: Readonly<Record<string, string>>
}> {
  override get message(): string {
    return Object.values(this.errors)[0] ?? "The store page cannot be changed."
  }
}

/** No such subscriber on the website's lists (removed, or never stored). */
export class SubscriberNotFound extends Data.TaggedError("SubscriberNotFound")<{
  readonly id: string
}> {
  override get message(): string {
    return "This subscriber is no longer on the list."
  }
}
