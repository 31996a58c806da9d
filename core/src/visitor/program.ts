import { Clock, Effect } from "effect"
import type { CookieMode } from "./consent.ts"
import { VisitorIdentity } from "./port.ts"
import { knownVisitorId, type VisitDecision, visitDecision } from "./visit.ts"

/**
 * The visit rules for one hit at the clock's time, with ids from `VisitorIdentity`: a new id ready
 * for a new visitor or a throwaway hit, and a forged visitor id read as missing. A returning
 * visitor's id is checked once and no new id is issued for it: the census's hot path costs one
 * signature check, not a random id and two checks.
 *
 * @example
 * visitFor({ cookies: { ss_cvr: "…" }, mode: "full", cloneable: false }) // Effect<VisitDecision, never, VisitorIdentity>
 */
export const visitFor = Effect.fnUntraced(function* (request: {
  readonly cookies: { readonly [name: string]: string | undefined }
  readonly mode: CookieMode
  readonly cloneable: boolean
}) {
  const identity = yield* VisitorIdentity
  const now = yield* Clock.currentTimeMillis
  const checked = new Map<string, boolean>()
  const isGenuine = (visitorId: string) => {
    const known = checked.get(visitorId)
    if (known !== undefined) return known
    const genuine = identity.isGenuine(visitorId)
    checked.set(visitorId, genuine)
    return genuine
  }
  const tracked = request.mode === "full" && !request.cloneable
  const returning = tracked ? knownVisitorId(request.cookies, isGenuine) : null
  // A returning visitor keeps its id: the fresh id would go unused.
  const freshId = returning ?? (yield* identity.issue)
  const decision: VisitDecision = visitDecision({ ...request, now, freshId, isGenuine })
  return decision
})
