/**
 * `@vitrine/core/census`: what the census keeps (hits, script errors, performance measures), the
 * EventStore port, the recording programs the ingestion endpoints call, and the merchant dashboard.
 *
 * Decisions: days are UTC days; "today" is compared with yesterday up to the same hour, 7 and 30
 * days with the 7 and 30 before; `visits` counts page views that started a visit (the server's own
 * decision from `ss_cvt`, never a cookie's count); the funnel counts VisitPLP, VisitPDP, AddToCart and
 * ViewCart events in the period (counts, not per-visitor sequences, so hourly rollups can answer it);
 * a product's views are its VisitPDP events; a bot's hits count only as bot hits; restrictive mode,
 * cloneable sites and bots store nothing else; times are the server's clock at acceptance; a
 * signed-in member's hits carry the member's id in `data.memberAccountId`, taken from the session by
 * the server, never from the page (TRACK-007); script errors and performance measures carry none.
 *
 * @example
 * import { censusDashboard } from "@vitrine/core/census"
 * censusDashboard("site-1", "today").pipe(Effect.provide(eventStoreLayer))
 */
export * from "./dashboard.ts"
export * from "./member.ts"
export * from "./model.ts"
export * from "./period.ts"
export * from "./port.ts"
export * from "./record.ts"
export * from "./report.ts"
