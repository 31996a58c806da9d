import { Data } from "effect"
import { RESTOCK_MESSAGES } from "./messages.ts"

/** The sign-up's e-mail is blank (RESTOCK-005) or not one address (RESTOCK-006); `message` says which. */
export class RestockEmailInvalid extends Data.TaggedError("RestockEmailInvalid")<{
  readonly reason: "blank" | "invalid"
}> {
  override get message(): string {
    return this.reason === "blank" ? RESTOCK_MESSAGES.emailBlank : RESTOCK_MESSAGES.emailInvalid
  }
}

/**
 * No product has this id, it has no such variant, or its stock cannot run out (digital, gift card):
 * nothing to wait for.
 */
export class RestockVariantNotFound extends Data.TaggedError("RestockVariantNotFound")<{
  readonly productId: string
  readonly variantId: string
}> {
  override get message(): string {
    return RESTOCK_MESSAGES.notFound
  }
}

/** A paging cursor that this store did not hand out (or that was changed on the way). */
export class RestockCursorInvalid extends Data.TaggedError("RestockCursorInvalid")<{
  readonly cursor: string
}> {
  override get message(): string {
    return RESTOCK_MESSAGES.badCursor
  }
}
