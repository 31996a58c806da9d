/** The part of an element's box the placement reads (a `DOMRect` has it). */
export interface Box {
  readonly top: number
  readonly bottom: number
  readonly right: number
  readonly width: number
  readonly height: number
}

/** The popover's distance from the viewport's top and right edges when it has nothing to snap to, in px. */
export interface Inset {
  readonly top: number
  readonly right: number
}

/** Where the popover sits: fixed coordinates in px, and whether it snapped to the anchor. */
export interface PopoverPlacement {
  readonly placement: "anchor" | "top-right"
  readonly top?: number
  readonly bottom?: number
  readonly right: number
}

/** The default inset from the top right corner, and the gap between the popover and its anchor, in px. */
export const POPOVER_INSET: Inset = { top: 16, right: 16 }
export const POPOVER_GAP = 12

const isOnScreen = (box: Box, viewport: { width: number; height: number }) =>
  box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < viewport.height

/**
 * Where the item-added popover goes (CART-021): snapped to the anchor (the cart pill) while the
 * anchor is on screen, right edges aligned, above it when it sits in the lower half of the viewport
 * and below it otherwise; else in the top right corner at `inset`.
 *
 * @example
 * popoverPlacement({ top: 800, bottom: 848, right: 1256, width: 80, height: 48 }, { width: 1280, height: 900 })
 * // { placement: "anchor", bottom: 112, right: 24 }
 */
export const popoverPlacement = (
  anchor: Box | null,
  viewport: { readonly width: number; readonly height: number },
  inset: Inset = POPOVER_INSET,
): PopoverPlacement => {
  if (anchor === null || !isOnScreen(anchor, viewport))
    return { placement: "top-right", top: inset.top, right: inset.right }
  const right = Math.max(0, viewport.width - anchor.right)
  const lowerHalf = anchor.top + anchor.height / 2 > viewport.height / 2
  return lowerHalf
    ? { placement: "anchor", bottom: viewport.height - anchor.top + POPOVER_GAP, right }
    : { placement: "anchor", top: anchor.bottom + POPOVER_GAP, right }
}
