/**
 * The additional-fields lightbox (spec 000 §4, §9): a product's custom form opens in a modal
 * lightbox (FORM-034) that locks page scroll while open (FORM-036), animates for 0.3 s (UI-010) and
 * gives content taller than the window a 50 px top margin (UI-011). Its form goes normal → saving
 * (the submit reads "Saving…") → editing again (FORM-035).
 *
 * @example
 * LIGHTBOX.animationMs // 300
 */
export const LIGHTBOX = {
  animationMs: 300,
  tallContentTopMarginPx: 50,
  locksScroll: true,
} as const

/**
 * The lightbox content's top margin: 50 px when it is taller than the window (UI-011); null when it
 * fits, and the lightbox centres it.
 *
 * @example
 * lightboxTopMargin({ contentHeight: 900, windowHeight: 700 }) // 50
 */
export const lightboxTopMargin = (size: {
  readonly contentHeight: number
  readonly windowHeight: number
}): number | null => (size.contentHeight > size.windowHeight ? LIGHTBOX.tallContentTopMarginPx : null)

/**
 * The additional-fields form's states (FORM-035).
 *
 * @example
 * const state: AdditionalFieldsState = "saving"
 */
export type AdditionalFieldsState = "normal" | "saving" | "editing"

/** The submit text while the additional fields are being saved (FORM-035). */
export const SAVING_TEXT = "Saving…"

/**
 * The next state of the additional-fields form: `save` from normal or editing goes to saving (a
 * second save while saving is ignored); `saved` and `failed` go back to editing.
 *
 * @example
 * nextAdditionalFieldsState("normal", "save") // "saving"
 * nextAdditionalFieldsState("saving", "saved") // "editing"
 */
export const nextAdditionalFieldsState = (
  state: AdditionalFieldsState,
  event: "save" | "saved" | "failed",
): AdditionalFieldsState => {
  if (event === "save") return "saving"
  return state === "saving" ? "editing" : state
}

/**
 * The additional-fields form's submit text: "Saving…" while saving, else the form's own label.
 *
 * @example
 * additionalFieldsSubmitText("saving", "Add To Cart") // "Saving…"
 */
export const additionalFieldsSubmitText = (state: AdditionalFieldsState, label: string): string =>
  state === "saving" ? SAVING_TEXT : label
