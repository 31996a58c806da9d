import { Effect, Option } from "effect"

/**
 * What the place-details call (API-025) needs for cost tracking: the product page and the section
 * it is called from.
 */
export interface PlaceDetailsTracking {
  readonly productPageId: string
  readonly sectionId: string
}

/** The console error written when the tracking context is missing (ERR-011). */
export const MISSING_PLACE_DETAILS_CONTEXT = "Missing tracking context for the place details call"

/**
 * The tracking context of a place-details call, or none after logging a console error when either
 * id is missing or empty (ERR-011); the call itself may go on without it.
 *
 * @example
 * placeDetailsTracking({ productPageId: "p" }) // logs the error, Effect<Option.none()>
 */
export const placeDetailsTracking = (context: {
  readonly productPageId?: string | undefined
  readonly sectionId?: string | undefined
}): Effect.Effect<Option.Option<PlaceDetailsTracking>> =>
  context.productPageId !== undefined &&
  context.productPageId !== "" &&
  context.sectionId !== undefined &&
  context.sectionId !== ""
    ? Effect.succeed(Option.some({ productPageId: context.productPageId, sectionId: context.sectionId }))
    : Effect.as(Effect.logError(MISSING_PLACE_DETAILS_CONTEXT), Option.none())
