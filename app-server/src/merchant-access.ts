import type { Authorize } from "@vitrine/adapter-http/router"

/**
 * TEMPORARY, until issue 9 ("Accounts") brings sign-in: lets every caller use every merchant route
 * (the store settings, the e-mail previews), as the demo store has no accounts to ask. Nothing
 * uses it by default: the router's own default answers 401 on merchant routes, `npm start` passes
 * this explicitly and logs a warning, and tests that drive merchant screens pass it by name.
 * TODO(issue 9): replace with the session authorizer and delete this file.
 *
 * @example
 * start({ authorize: demoMerchantAccess })
 */
export const demoMerchantAccess: Authorize = () => "allowed"

/**
 * The warning `npm start` logs while the demo authorizer is in use.
 *
 * @example
 * logger.warn(DEMO_ACCESS_WARNING)
 */
export const DEMO_ACCESS_WARNING =
  "Merchant routes are open to everyone: the demo has no sign-in yet (issue 9). Do not expose this store."
