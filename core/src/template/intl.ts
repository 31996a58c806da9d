/**
 * Checks of the locale and time zone a render uses. Both come from callers and site data, and the
 * platform's `Intl` reports an unknown one only by throwing, so these are the engine's only other
 * try/catch (besides JSON literals): a bad value becomes a fallback and an error, never a crash.
 */

const zones = new Map<string, boolean>()
const locales = new Map<string, boolean>()
const MAX_CACHED = 200

const remember = (cache: Map<string, boolean>, key: string, valid: boolean): boolean => {
  if (cache.size >= MAX_CACHED) cache.clear()
  cache.set(key, valid)
  return valid
}

/**
 * Whether the time-zone database knows the zone (IANA names and their aliases).
 *
 * @example
 * isTimeZone("America/New_York") // true
 */
export const isTimeZone = (zone: string): boolean => {
  const known = zones.get(zone)
  if (known !== undefined) return known
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone })
    return remember(zones, zone, true)
  } catch {
    return remember(zones, zone, false)
  }
}

/**
 * Whether a string is a well-formed BCP 47 locale tag.
 *
 * @example
 * isLocale("en-US") // true
 */
export const isLocale = (tag: string): boolean => {
  const known = locales.get(tag)
  if (known !== undefined) return known
  try {
    Intl.getCanonicalLocales(tag)
    return remember(locales, tag, true)
  } catch {
    return remember(locales, tag, false)
  }
}
