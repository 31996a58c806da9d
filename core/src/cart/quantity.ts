import { QUANTITY_INPUT } from "../catalog/add-button.ts"

/** Quantity messages. The first two are the spec's (ADDCART-017, ADDCART-018); the range messages
 * are ours, as the spec gives bounds (DISPLAY-013) but no wording for breaking them. */
export const QUANTITY_MESSAGE = {
  notNumber: "Quantity must be a number.",
  notWhole: "Quantity must be a whole number",
  tooSmall: `Quantity must be at least ${QUANTITY_INPUT.min}.`,
  tooLarge: `Quantity must be ${QUANTITY_INPUT.max} or less.`,
} as const

/** Why a quantity was refused. */
export type QuantityProblem =
  | { readonly _tag: "QuantityNotNumber"; readonly message: string }
  | { readonly _tag: "QuantityNotWhole"; readonly message: string }
  | { readonly _tag: "QuantityOutOfRange"; readonly message: string }

/** A parsed quantity, or why it was refused. */
export type QuantityResult =
  | { readonly ok: true; readonly quantity: number }
  | { readonly ok: false; readonly problem: QuantityProblem }

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

/**
 * Reads a quantity as typed into the input or sent over the wire: a number, or a string holding a
 * plain decimal (surrounding spaces allowed). Anything else — "abc", "", "1e3", NaN, Infinity, null —
 * is not a number. Then it must be whole and between 1 and 9999.
 *
 * @example
 * parseQuantity("3") // { ok: true, quantity: 3 }
 * parseQuantity("2.5") // { ok: false, problem: { _tag: "QuantityNotWhole", ... } }
 */
export const parseQuantity = (input: unknown): QuantityResult => {
  const value =
    typeof input === "number"
      ? input
      : typeof input === "string" && DECIMAL.test(input.trim())
        ? Number(input.trim())
        : Number.NaN
  if (!Number.isFinite(value)) return refuse("QuantityNotNumber", QUANTITY_MESSAGE.notNumber)
  if (!Number.isInteger(value)) return refuse("QuantityNotWhole", QUANTITY_MESSAGE.notWhole)
  if (value < QUANTITY_INPUT.min) return refuse("QuantityOutOfRange", QUANTITY_MESSAGE.tooSmall)
  if (value > QUANTITY_INPUT.max) return refuse("QuantityOutOfRange", QUANTITY_MESSAGE.tooLarge)
  return { ok: true, quantity: value }
}

const refuse = (_tag: QuantityProblem["_tag"], message: string): QuantityResult => ({
  ok: false,
  problem: { _tag, message },
})
