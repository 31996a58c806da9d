// Feature-variant overrides (SITE-007, SITE-008). The spec says internal or non-live sites may
// override feature variants through query parameters and that "reset" clears an override; the rest
// is ours:
// - One parameter per feature: `variant.<feature>=<variant>` (`?variant.checkout=two-step`). Feature
//   and variant names are 1–40 letters, digits, "-" or "_", starting with a letter or digit; any other
//   parameter or name is ignored, so a page's own query never becomes an override by accident.
// - `variant.<feature>=reset` clears that feature's override (SITE-008); other features keep theirs.
// - Overrides persist between pages: the caller keeps what `featureVariantOverrides` answers (a
//   cookie, say) and passes it back as `kept` with the next page's query. Within one query the last
//   value of a feature wins, as a query string reads.
// - "Internal" is the INTERNAL website status (ENUM-012); "live" is the caller's to say (the spec
//   does not tie it to a status). A live site that is not internal ignores every override, kept or
//   asked for, so a visitor can never change what a live store shows.
import { WebsiteStatus } from "../enums/site-codes.ts"

/** The prefix of a feature-variant override parameter. */
export const VARIANT_PARAMETER_PREFIX = "variant."

/** The query value that clears a feature's override (SITE-008). */
export const RESET_VARIANT = "reset"

/** What the override rule reads of a site. */
export interface VariantOverrideSite {
  /** The website status code (ENUM-012); `WebsiteStatus.INTERNAL` is an internal site. */
  readonly status: number
  /** Whether the site is live (published to the public). */
  readonly isLive: boolean
}

/** Variants chosen by override, by feature name. */
export type VariantOverrides = Readonly<Record<string, string>>

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/

/**
 * Whether a site may override feature variants: internal sites and sites not live (SITE-007).
 *
 * @example
 * mayOverrideVariants({ status: WebsiteStatus.PAID, isLive: true }) // false
 */
export const mayOverrideVariants = (site: VariantOverrideSite): boolean =>
  site.status === WebsiteStatus.INTERNAL || !site.isLive

/**
 * The overrides in force after a page's query (SITE-007, SITE-008): `kept` with each
 * `variant.<feature>=<variant>` parameter applied in order, "reset" removing the feature; none at
 * all for a live site that is not internal. `query` is any list of name–value pairs, such as
 * `new URLSearchParams(location.search)`.
 *
 * @example
 * featureVariantOverrides({ status: WebsiteStatus.TRIAL, isLive: false }, [["variant.checkout", "two-step"]])
 * // { checkout: "two-step" }
 */
export const featureVariantOverrides = (
  site: VariantOverrideSite,
  query: Iterable<readonly [string, string]>,
  kept: VariantOverrides = {},
): VariantOverrides => {
  if (!mayOverrideVariants(site)) return {}
  const overrides = new Map(Object.entries(kept).filter(([feature, variant]) => isOverride(feature, variant)))
  for (const [name, value] of query) {
    if (!name.startsWith(VARIANT_PARAMETER_PREFIX)) continue
    const feature = name.slice(VARIANT_PARAMETER_PREFIX.length)
    if (value === RESET_VARIANT && NAME.test(feature)) overrides.delete(feature)
    else if (isOverride(feature, value)) overrides.set(feature, value)
  }
  return Object.fromEntries(overrides)
}

const isOverride = (feature: string, variant: string): boolean =>
  NAME.test(feature) && NAME.test(variant) && variant !== RESET_VARIANT

/**
 * The variant a feature shows: its override when there is one, else its own.
 *
 * @example
 * featureVariant("checkout", "one-page", { checkout: "two-step" }) // "two-step"
 */
export const featureVariant = (feature: string, variant: string, overrides: VariantOverrides): string =>
  Object.hasOwn(overrides, feature) ? (overrides[feature] ?? variant) : variant
