// Store URL id (STORE-005 to STORE-007). Decisions where the spec is silent:
// - Derivation: accents are dropped (NFKD), letters lower-cased, and every run of characters other
//   than a–z and 0–9 becomes one "-", trimmed at both ends; "Café & Bar" → "cafe-bar". Letters with
//   no ASCII decomposition that Latin scripts use often are spelt out (ß → ss, æ → ae, ø → o, ...);
//   other scripts produce nothing and so fall back.
// - The fallback title (STORE-006) is "Shop", the name a new store page gets.
// - Taken ids are compared case-insensitively; the suffix counts from 1 ("shop-1" is the first).

/**
 * The title used when the one given derives an id shorter than 3 characters (STORE-006).
 *
 * @example
 * STORE_FALLBACK_TITLE // "Shop"
 */
export const STORE_FALLBACK_TITLE = "Shop"

/**
 * The shortest URL id derived from a title that is used as it is (STORE-006).
 *
 * @example
 * MIN_URL_ID_LENGTH // 3
 */
export const MIN_URL_ID_LENGTH = 3

const SPELT_OUT: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
}

/**
 * The URL id a title reads as (STORE-005), possibly empty.
 *
 * @example
 * urlIdFromTitle("  Café & Bar! ") // "cafe-bar"
 */
export const urlIdFromTitle = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => SPELT_OUT[letter] ?? "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")

/**
 * The URL id for a new store page (STORE-005 to STORE-007): derived from the title, from the
 * fallback title "Shop" when that gives under 3 characters, then "-N" with the smallest unused N
 * when taken.
 *
 * @example
 * storeUrlId("Shop", ["shop", "shop-1"]) // "shop-2"
 * storeUrlId("??", []) // "shop"
 */
export const storeUrlId = (title: string, taken: Iterable<string>): string => {
  const derived = urlIdFromTitle(title)
  const base = derived.length >= MIN_URL_ID_LENGTH ? derived : urlIdFromTitle(STORE_FALLBACK_TITLE)
  const used = new Set([...taken].map((id) => id.toLowerCase()))
  if (!used.has(base)) return base
  let n = 1
  while (used.has(`${base}-${n}`)) n++
  return `${base}-${n}`
}
