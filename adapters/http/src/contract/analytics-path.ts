/**
 * The merchant analytics path. Apart from `API_PATHS` (which every storefront page loads) and
 * importing nothing, so only the admin's dashboard chunk carries it.
 *
 * @example
 * fetch(`${ANALYTICS_PATH}?range=7d`, { credentials: "include" })
 */
export const ANALYTICS_PATH = "/api/admin/analytics"
