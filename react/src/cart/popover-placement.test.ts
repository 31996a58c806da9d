import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { POPOVER_GAP, POPOVER_INSET, popoverPlacement } from "./popover-placement.ts"

const viewport = { width: 1280, height: 900 }
const box = (top: number, right: number, width = 80, height = 48) => ({
  top,
  bottom: top + height,
  right,
  width,
  height,
})

describe("popover placement", () => {
  it("CART-021 above a pill in the lower half, right edges aligned", () => {
    expect(popoverPlacement(box(800, 1256), viewport)).toEqual({
      placement: "anchor",
      bottom: 112,
      right: 24,
    })
  })

  it("CART-021 below an anchor in the upper half", () => {
    expect(popoverPlacement(box(20, 1200), viewport)).toEqual({ placement: "anchor", top: 80, right: 80 })
  })

  it.each([
    ["no anchor", null],
    ["an anchor with no box (not rendered)", box(0, 0, 0, 0)],
    ["an anchor scrolled above the viewport", box(-100, 1256)],
    ["an anchor below the viewport", box(950, 1256)],
  ])("CART-021 at the top right with %s", (_, anchor) => {
    expect(popoverPlacement(anchor, viewport)).toEqual({ placement: "top-right", ...POPOVER_INSET })
  })

  it("CART-021 snaps to any anchor on screen: right edges aligned, never covering it", () => {
    const onScreen = fc
      .record({ top: fc.integer({ min: -47, max: 899 }), right: fc.integer({ min: 1, max: 1280 }) })
      .map(({ top, right }) => box(top, right))
    fc.assert(
      fc.property(onScreen, (anchor) => {
        const placed = popoverPlacement(anchor, viewport)
        expect(placed.placement).toBe("anchor")
        expect(placed.right).toBe(viewport.width - anchor.right)
        if (placed.bottom !== undefined)
          expect(viewport.height - placed.bottom).toBe(anchor.top - POPOVER_GAP)
        else expect(placed.top).toBe(anchor.bottom + POPOVER_GAP)
      }),
    )
  })
})
