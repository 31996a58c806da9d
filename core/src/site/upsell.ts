// Upsell destinations (SITE-005, SITE-006). The spec gives the two destinations as paths of the
// website builder's settings, relative (no leading "/"), and nothing about which upsell a site sees;
// our choice, in `upsellFor`: a site on trial is offered the trial upgrade, any other the upgrade.
// The paths stay relative so a caller joins them to wherever its settings live; this store has no
// billing pages of its own, so nothing in app-web links to them yet.
import { WebsiteStatus } from "../enums/site-codes.ts"

/** The two upsells a site may be shown. */
export type Upsell = "trial-upgrade" | "upgrade"

/**
 * Where each upsell goes (SITE-005, SITE-006), relative to the settings' base.
 *
 * @example
 * UPSELL_DESTINATIONS["trial-upgrade"] // "settings/billing/upgrade"
 */
export const UPSELL_DESTINATIONS = {
  "trial-upgrade": "settings/billing/upgrade",
  upgrade: "settings/billing/subscriptions/website",
} as const satisfies Record<Upsell, string>

/**
 * The destination of an upsell: the trial upgrade goes to settings/billing/upgrade (SITE-005), the
 * upgrade to settings/billing/subscriptions/website (SITE-006).
 *
 * @example
 * upsellDestination("upgrade") // "settings/billing/subscriptions/website"
 */
export const upsellDestination = (upsell: Upsell): string => UPSELL_DESTINATIONS[upsell]

/**
 * Which upsell a site with this website status (ENUM-012) is shown: the trial upgrade while on
 * trial, the upgrade otherwise (ours: the spec does not say).
 *
 * @example
 * upsellFor(WebsiteStatus.TRIAL) // "trial-upgrade"
 */
export const upsellFor = (status: number): Upsell =>
  status === WebsiteStatus.TRIAL ? "trial-upgrade" : "upgrade"
