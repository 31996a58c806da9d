// Plain rules of address suggestions, free of Effect's Schema so a browser part can use them too
// (the checkout's address combobox decides with `autocompleteInput` whether to call at all).

/**
 * Fewest characters (after trimming) worth a suggestion call. The spec is silent (API-024); ours:
 * under three characters every street matches, and each call is billed by the provider, so the
 * browser and the server both skip the call and show no suggestions.
 */
export const AUTOCOMPLETE_MIN_LENGTH = 3

/**
 * Most characters accepted in a suggestion input. The spec is silent; ours: a full postal address
 * fits well within 200 characters, and a longer input is refused at the boundary (400) rather than
 * cut, so a caller never gets suggestions for text it did not send.
 */
export const AUTOCOMPLETE_MAX_LENGTH = 200

/** Most suggestions returned: the provider's own default page (Places API (New) gives up to 5). */
export const MAX_SUGGESTIONS = 5

/**
 * Longest session token: Google's Places API (New) takes a URL- and filename-safe base64 string of
 * at most 36 ASCII characters (a UUID fits), and bills an autocomplete session ended by one details
 * call as one request, so the browser makes one per address it looks up.
 */
export const SESSION_TOKEN_MAX_LENGTH = 36

/** Longest place id accepted: provider ids are URL-safe text of a few dozen to a few hundred characters. */
export const PLACE_ID_MAX_LENGTH = 512

const URL_SAFE = /^[A-Za-z0-9_-]+$/

/**
 * The input to look suggestions up for: trimmed, inner runs of white space made one space, or
 * undefined when it is under {@link AUTOCOMPLETE_MIN_LENGTH} or over {@link AUTOCOMPLETE_MAX_LENGTH}
 * characters (code points) — then no call is made.
 *
 * @example
 * autocompleteInput("  1 Main   St ") // "1 Main St"
 * autocompleteInput(" ab ") // undefined
 */
export const autocompleteInput = (raw: string): string | undefined => {
  const input = raw.trim().replaceAll(/\s+/g, " ")
  const length = [...input].length
  return length >= AUTOCOMPLETE_MIN_LENGTH && length <= AUTOCOMPLETE_MAX_LENGTH ? input : undefined
}

/**
 * Whether a text is a usable session token: 1 to {@link SESSION_TOKEN_MAX_LENGTH} URL-safe base64
 * characters (letters, digits, `-`, `_`), as Google requires.
 *
 * @example
 * isSessionToken("0b6c1a52-8a9e-4b8e-9a0f-2f6d1c4e7a11") // true
 * isSessionToken("a b") // false
 */
export const isSessionToken = (text: string): boolean =>
  text.length <= SESSION_TOKEN_MAX_LENGTH && URL_SAFE.test(text)

/**
 * Whether a text can be a place id: 1 to {@link PLACE_ID_MAX_LENGTH} URL-safe characters. An id of
 * that shape the provider does not know is a not-found, not a bad request.
 *
 * @example
 * isPlaceId("ChIJN1t_tDeuEmsRUsoyG83frY4") // true
 */
export const isPlaceId = (text: string): boolean => text.length <= PLACE_ID_MAX_LENGTH && URL_SAFE.test(text)

/**
 * The country to bias suggestions to, as an upper-case ISO 3166-1 alpha-2 code, or undefined when
 * the text is not two letters (suggestions are then worldwide).
 *
 * @example
 * suggestionCountry("gb") // "GB"
 */
export const suggestionCountry = (text: string | undefined): string | undefined => {
  const code = text?.trim().toUpperCase()
  return code !== undefined && /^[A-Z]{2}$/.test(code) ? code : undefined
}
