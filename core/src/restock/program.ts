import { Clock, Effect, Option } from "effect"
import { BotCheck } from "../botcheck/port.ts"
import { tracksStock } from "../catalog/display.ts"
import { Catalog } from "../catalog/port.ts"
import { Outbox } from "../mail/outbox.ts"
import { joinMailingList } from "../site/list-subscribers-program.ts"
import { Transaction } from "../transaction/port.ts"
import { RestockEmailInvalid, RestockVariantNotFound } from "./errors.ts"
import type { SendRequest, SendResult } from "./model.ts"
import { groupCursor, RESTOCK_PAGE_SIZE, readGroupCursor, readSignUpCursor, signUpCursor } from "./paging.ts"
import { RestockRepository } from "./port.ts"
import {
  checkRestockEmail,
  joinsMailingList,
  RESTOCK_MAIL_KIND,
  type RestockPayload,
  restockMessageKey,
} from "./rules.ts"

/**
 * A sign-up as it arrives: the website it is on (whose mailing list the checkbox joins), the
 * payload (RESTOCK-011, RESTOCK-012), the signed-in member's id if any (ROLE-003; null for an
 * anonymous visitor, ROLE-002) and the host the page was on (the captcha token must have been made there).
 *
 * @example
 * const input: SignUpInput = { websiteId: "site-1", payload, memberId: null, host: "shop.example.com", captcha: true }
 */
export interface SignUpInput {
  readonly websiteId: string
  readonly payload: RestockPayload
  readonly memberId: string | null
  readonly host: string
  /** Whether the store checks a captcha (it has a site key); without one the token is not read. */
  readonly captcha: boolean
}

/**
 * Signs a visitor up for a variant's return: the e-mail must be one address (`RestockEmailInvalid`,
 * RESTOCK-005/006, nothing spent); with a captcha, the token must pass for PRODUCT_WAITLIST_SUBMISSION
 * on this host and is spent (`BotCheckFailed`); the product must exist with that variant and sell
 * stock that can run out (`RestockVariantNotFound`). Signing up twice is no error and stores one.
 * With the box's "join the mailing list" checkbox offered and ticked (`joinsMailingList`), the
 * address also joins the website's mailing list as a newsletter sign-up would (`joinMailingList`:
 * with double opt-in, pending with a confirmation e-mail; nobody without a mailing connection),
 * each time it is ticked (a repeat keeps one subscriber).
 *
 * @example
 * signUpForRestock(input) // Effect<SignUpOutcome, RestockEmailInvalid | BotCheckFailed | RestockVariantNotFound, …>
 */
export const signUpForRestock = Effect.fn("signUpForRestock")(function* (input: SignUpInput) {
  const { payload } = input
  const email = checkRestockEmail(payload.siteVisitorEmail)
  if (!email.ok)
    return yield* new RestockEmailInvalid({
      reason: payload.siteVisitorEmail.trim() === "" ? "blank" : "invalid",
    })
  if (input.captcha) {
    const botCheck = yield* BotCheck
    yield* botCheck.verify(payload.recaptchaEnterpriseV3Token, {
      action: "PRODUCT_WAITLIST_SUBMISSION",
      host: input.host,
    })
  }
  const found = yield* Catalog.use((catalog) => catalog.find(payload.productId))
  const product = Option.getOrUndefined(found)
  const variant = product?.variants.find((candidate) => candidate.id === payload.variantId)
  if (product === undefined || variant === undefined || !tracksStock(product))
    return yield* new RestockVariantNotFound({ productId: payload.productId, variantId: payload.variantId })
  const repository = yield* RestockRepository
  const settings = yield* repository.settings
  const joinList = joinsMailingList(settings, payload.isJoinMailingList)
  const outcome = yield* repository.signUp({
    productId: product.id,
    variantId: variant.id,
    email: email.email,
    joinMailingList: joinList,
    language: payload.language ?? null,
    memberId: input.memberId,
    signedUpAt: yield* Clock.currentTimeMillis,
  })
  if (joinList) yield* joinMailingList(input.websiteId, email.email)
  return outcome
})

/**
 * One page of sign-up groups (API-011) after the cursor, with the wire's paging fields.
 *
 * @example
 * restockGroups(undefined) // Effect<{ signUpGroups, hasNextPage, nextPageCursor }, RestockCursorInvalid, RestockRepository>
 */
export const restockGroups = Effect.fn("restockGroups")(function* (cursor: string | undefined) {
  const after = yield* readGroupCursor(cursor)
  const page = yield* RestockRepository.use((repository) => repository.groups(after, RESTOCK_PAGE_SIZE))
  return {
    signUpGroups: page.items,
    hasNextPage: page.next !== null,
    nextPageCursor: page.next === null ? null : groupCursor(page.next),
  }
})

/**
 * One page of a product's sign-ups (API-012), of one variant or of all of them, after the cursor.
 *
 * @example
 * restockSignUps({ productId: "beanie", variantId: null }, undefined)
 */
export const restockSignUps = Effect.fn("restockSignUps")(function* (
  filter: { readonly productId: string; readonly variantId: string | null },
  cursor: string | undefined,
) {
  const after = yield* readSignUpCursor(cursor)
  const page = yield* RestockRepository.use((repository) =>
    repository.signUps(filter, after, RESTOCK_PAGE_SIZE),
  )
  return {
    signUps: page.items,
    hasNextPage: page.next !== null,
    nextPageCursor: page.next === null ? null : signUpCursor(page.next),
  }
})

/**
 * Sends the restock e-mail to everyone waiting for each requested variant (API-014, API-015): in one
 * transaction the waiting sign-ups are marked sent and one outbox message per sign-up is queued
 * (key `restock:<id>:<round>`), so a send that fails leaves them waiting and two sends at once
 * (two clicks, two processes) cover each sign-up once. The delivery worker sends them.
 *
 * @example
 * sendRestock([{ productId: "beanie", variantId: "v1" }]) // Effect<SendResult[], never, RestockRepository | Outbox | Transaction>
 */
export const sendRestock = Effect.fn("sendRestock")(function* (requests: readonly SendRequest[]) {
  const repository = yield* RestockRepository
  const outbox = yield* Outbox
  const transaction = yield* Transaction
  const now = yield* Clock.currentTimeMillis
  return yield* transaction.run(
    Effect.forEach(requests, (request) =>
      Effect.gen(function* () {
        const covered = yield* repository.markSent(request, now)
        yield* outbox.enqueue(
          covered.map((signUp) => ({
            key: restockMessageKey(signUp),
            kind: RESTOCK_MAIL_KIND,
            to: signUp.email,
            data: { productId: signUp.productId, variantId: signUp.variantId, signUpId: signUp.id },
          })),
        )
        const result: SendResult = { ...request, queued: covered.length }
        return result
      }),
    ),
  )
})

/**
 * Removes a sign-up whose visitor unsubscribed (through the signed link of a restock e-mail; the
 * caller checked the signature): true when it was there, false when it was gone already.
 *
 * @example
 * unsubscribeFromRestock("42") // Effect<boolean, never, RestockRepository>
 */
export const unsubscribeFromRestock = (signUpId: string) =>
  RestockRepository.use((repository) => repository.remove(signUpId))
