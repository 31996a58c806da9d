/**
 * Checks of the locale and time zone a render uses. Both come from callers and site data. Time zones
 * are those of the time-zone database every date formatter uses (`@phensley/timezone`, the data of
 * CLDR engine 1.14, TPL-011): IANA names, their aliases, any letter case. The platform's `Intl`
 * reports a bad locale only by throwing, so `isLocale` is the engine's only other try/catch
 * (besides JSON literals): a bad value becomes a fallback and an error, never a crash.
 */
import { TZ } from "@phensley/timezone"

const locales = new Map<string, boolean>()
const MAX_CACHED = 200

const remember = (cache: Map<string, boolean>, key: string, valid: boolean): boolean => {
  if (cache.size >= MAX_CACHED) cache.clear()
  cache.set(key, valid)
  return valid
}

/**
 * Whether the time-zone database knows the zone (IANA names and their aliases, any letter case).
 *
 * @example
 * isTimeZone("America/New_York") // true
 * isTimeZone("Mars/Olympus_Mons") // false
 */
export const isTimeZone = (zone: string): boolean => TZ.resolveId(zone) !== undefined

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
