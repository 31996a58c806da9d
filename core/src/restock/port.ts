import { Context, type Effect } from "effect"
import type {
  GroupKey,
  Page,
  RestockSettings,
  RestockSignUp,
  SignUpDraft,
  SignUpGroup,
  SignUpKey,
} from "./model.ts"

/**
 * What signing up did: `created` is true when the sign-up was stored or armed again, false when
 * the same e-mail was already waiting for the same variant (nothing changed).
 *
 * @example
 * const outcome: SignUpOutcome = { signUp, created: false }
 */
export interface SignUpOutcome {
  readonly signUp: RestockSignUp
  readonly created: boolean
}

/**
 * Restock sign-ups: stored once per product, variant and e-mail, counted, listed, marked sent and
 * removed; and the store's restock settings and link key (one store per database, as its sign-ups).
 */
export class RestockRepository extends Context.Service<
  RestockRepository,
  {
    /**
     * Stores a sign-up, idempotent per (product, variant, e-mail): one already waiting is left as it
     * is (`created` false); one already sent waits again, its round one higher, its time and choices
     * the new ones (`created` true). Atomic: of concurrent identical sign-ups one stores, the rest
     * find it.
     */
    readonly signUp: (draft: SignUpDraft) => Effect.Effect<SignUpOutcome>
    /**
     * Up to `limit` groups (one per variant with any sign-up, counted) after `after`, ordered by
     * product id then variant id; `next` is the last group's key when more follow, else null.
     */
    readonly groups: (after: GroupKey | null, limit: number) => Effect.Effect<Page<SignUpGroup, GroupKey>>
    /**
     * Up to `limit` sign-ups of a product — of one variant, or of all of them when `variantId` is
     * null — after `after`, oldest first; `next` as for groups. An unknown product is an empty page.
     */
    readonly signUps: (
      filter: { readonly productId: string; readonly variantId: string | null },
      after: SignUpKey | null,
      limit: number,
    ) => Effect.Effect<Page<RestockSignUp, SignUpKey>>
    /**
     * Marks every waiting sign-up of the variant sent at `sentAt` and returns them as marked (oldest
     * first): the sign-ups a send covers. Join a Transaction with the outbox writes. Of two
     * concurrent calls each sign-up goes to exactly one; none waiting is an empty list.
     */
    readonly markSent: (
      variant: { readonly productId: string; readonly variantId: string },
      sentAt: number,
    ) => Effect.Effect<readonly RestockSignUp[]>
    /** Removes the sign-up with this id (its visitor unsubscribed): true when there was one; idempotent. */
    readonly remove: (id: string) => Effect.Effect<boolean>
    /** The restock settings as saved; `DEFAULT_RESTOCK_SETTINGS` until the merchant saves any. */
    readonly settings: Effect.Effect<RestockSettings>
    /**
     * Saves the settings given over those stored (the defaults when none are), leaving the others as
     * they are, in one atomic step: concurrent saves of different settings all stick. Returns every
     * setting as stored.
     */
    readonly saveSettings: (settings: Partial<RestockSettings>) => Effect.Effect<RestockSettings>
    /**
     * The secret the restock e-mails' links are signed with: drawn at random (at least 128 bits) on
     * the first ask, the same ever after and in every process on the store; of concurrent first asks
     * one key wins and all of them get it.
     */
    readonly linkKey: Effect.Effect<string>
  }
>()("@vitrine/core/restock/RestockRepository") {}
