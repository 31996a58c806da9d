import { Clock, Effect } from "effect"
import type { CookieMode } from "./consent.ts"
import { VisitorIdentity } from "./port.ts"
import { type VisitDecision, visitDecision } from "./visit.ts"

/**
 * The visit rules for one hit at the clock's time, with ids from `VisitorIdentity`: a new id ready
 * for a new visitor or a throwaway hit, and a forged visitor id read as missing.
 *
 * @example
 * visitFor({ cookies: { ss_cvr: "…" }, mode: "full", cloneable: false }) // Effect<VisitDecision, never, VisitorIdentity>
 */
export const visitFor = Effect.fn("visitFor")(function* (request: {
  readonly cookies: { readonly [name: string]: string | undefined }
  readonly mode: CookieMode
  readonly cloneable: boolean
}) {
  const identity = yield* VisitorIdentity
  const now = yield* Clock.currentTimeMillis
  const freshId = yield* identity.issue
  const decision: VisitDecision = visitDecision({ ...request, now, freshId, isGenuine: identity.isGenuine })
  return decision
})
