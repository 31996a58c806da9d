import type { EventStore } from "@vitrine/core/census"
import type { PreferencesRepository } from "@vitrine/core/preferences"
import type { VisitorIdentity } from "@vitrine/core/visitor"
import type { Effect } from "effect"
import type { CensusReply, CensusRequest } from "./caller.ts"
import {
  recordButtonClick,
  recordButtonRender,
  recordEvent,
  recordFormRender,
  recordHit,
  recordJavascriptErrors,
  recordOverlay,
  recordPerformanceRecords,
  recordQuickView,
} from "./handlers.ts"
import { CENSUS_BODY_LIMITS, CENSUS_ENDPOINTS } from "./limits.ts"

/** What every handler needs: the (buffered) EventStore, VisitorIdentity, the (cached) preferences. */
export type CensusServices = EventStore | VisitorIdentity | PreferencesRepository

/** One ingestion route: a POST path (`:id` a path parameter), its body limit, its handler. */
export interface CensusRoute {
  readonly path: string
  readonly limit: number
  readonly handle: (
    request: CensusRequest,
    params: { readonly [name: string]: string },
  ) => Effect.Effect<CensusReply, never, CensusServices>
}

/**
 * Every ingestion endpoint, for a server to mount: read the body as text (whatever its content
 * type) up to `limit` bytes (413 past it), build a `CensusRequest`, run `handle`, write the reply's
 * cookies and status. None of them needs the router's crumb check: RecordEvent and
 * RecordJavascriptErrors check their own.
 *
 * @example
 * for (const route of CENSUS_ROUTES) router.post(route.path, express.text({ type: () => true, limit: route.limit }), …)
 */
export const CENSUS_ROUTES: readonly CensusRoute[] = [
  { path: CENSUS_ENDPOINTS.hit, limit: CENSUS_BODY_LIMITS.hit, handle: recordHit },
  { path: CENSUS_ENDPOINTS.buttonClick, limit: CENSUS_BODY_LIMITS.censusCall, handle: recordButtonClick },
  { path: CENSUS_ENDPOINTS.buttonRender, limit: CENSUS_BODY_LIMITS.censusCall, handle: recordButtonRender },
  { path: CENSUS_ENDPOINTS.formRender, limit: CENSUS_BODY_LIMITS.censusCall, handle: recordFormRender },
  { path: CENSUS_ENDPOINTS.overlay, limit: CENSUS_BODY_LIMITS.censusCall, handle: recordOverlay },
  {
    path: CENSUS_ENDPOINTS.quickView,
    limit: CENSUS_BODY_LIMITS.censusCall,
    handle: (request, params) => recordQuickView(params.id ?? "", request),
  },
  { path: CENSUS_ENDPOINTS.event, limit: CENSUS_BODY_LIMITS.event, handle: recordEvent },
  {
    path: CENSUS_ENDPOINTS.scriptErrors,
    limit: CENSUS_BODY_LIMITS.scriptErrors,
    handle: recordJavascriptErrors,
  },
  {
    path: CENSUS_ENDPOINTS.performance,
    limit: CENSUS_BODY_LIMITS.performance,
    handle: recordPerformanceRecords,
  },
]
