import { Clock, Effect, Option } from "effect"
import {
  type AutomationConnection,
  type AutomationEvent,
  DISCONNECTED,
  transition,
} from "./automation-connection.ts"
import { AutomationRefused } from "./errors.ts"
import type { SiteConnections } from "./mailing-connection.ts"
import { MAILING_LISTS, type MailingConnection } from "./mailing-connection-rules.ts"
import { SiteConnectionsRepository } from "./port.ts"

const nowIso = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis).toISOString())

const automationState = (websiteId: string) =>
  Effect.map(
    SiteConnectionsRepository.use((repository) => repository.findAutomation(websiteId)),
    Option.getOrElse((): AutomationConnection => DISCONNECTED),
  )

/**
 * A website's connections (`GET /api/connections`): the mailing-list connection (null: none), the
 * automation connection's state and the lists a form can join.
 */
export const siteConnections = Effect.fn("siteConnections")(function* (websiteId: string) {
  const repository = yield* SiteConnectionsRepository
  const mailing = yield* repository.findMailing(websiteId)
  return {
    mailing: Option.getOrNull(mailing),
    automation: yield* automationState(websiteId),
    lists: MAILING_LISTS,
  } satisfies SiteConnections
})

/** Connects (or reconnects) the forms' mailing list (EDITOR-008); the connection was decoded at the boundary. */
export const connectMailingList = Effect.fn("connectMailingList")(function* (
  websiteId: string,
  connection: MailingConnection,
) {
  yield* SiteConnectionsRepository.use((repository) =>
    repository.saveMailing(websiteId, Option.some(connection)),
  )
  return connection
})

/** Disconnects the mailing list (EDITOR-007): forms stop adding to it; a site without one stays as it was. */
export const disconnectMailingList = Effect.fn("disconnectMailingList")(function* (websiteId: string) {
  yield* SiteConnectionsRepository.use((repository) => repository.saveMailing(websiteId, Option.none()))
})

const apply = Effect.fn("applyAutomationEvent")(function* (websiteId: string, event: AutomationEvent) {
  const result = transition(yield* automationState(websiteId), event)
  if (!result.ok) return yield* new AutomationRefused({ refusal: result.refusal })
  return result.state
})

/**
 * Starts the automation service's handshake (EDITOR-009): the site awaits the key answered here,
 * shown to the merchant once. Refused (`AutomationRefused`) while connected.
 *
 * @example
 * connectAutomation("site-1") // Effect<{ state: { status: "awaiting", … }, key }, AutomationRefused, …>
 */
export const connectAutomation = Effect.fn("connectAutomation")(function* (websiteId: string) {
  const at = yield* nowIso
  const state = yield* apply(websiteId, { type: "connect", at })
  const key = yield* SiteConnectionsRepository.use((repository) => repository.awaitAutomation(websiteId, at))
  return { state, key }
})

/**
 * The automation service's confirmation (EDITOR-009): the key the site awaits, in time, connects it;
 * anything else fails with `AutomationRefused` and changes nothing.
 *
 * The state read decides "not-awaiting" and "key-expired"; the key is then checked by the write
 * itself (`confirmAwaited`, a compare-and-set), never by a read before it: a reconnect landing
 * between the two would otherwise let the key it replaced connect the site. A write that does not
 * land is the refusal a wrong key gets.
 */
export const confirmAutomation = Effect.fn("confirmAutomation")(function* (websiteId: string, key: string) {
  const decided = transition(yield* automationState(websiteId), {
    type: "confirm",
    at: yield* nowIso,
    keyMatches: true,
  })
  // A confirmation the state accepts always connects; the status test only narrows the type.
  if (!decided.ok || decided.state.status !== "connected")
    return yield* new AutomationRefused({ refusal: decided.ok ? "not-awaiting" : decided.refusal })
  const connected = decided.state
  const landed = yield* SiteConnectionsRepository.use((repository) =>
    repository.confirmAwaited(websiteId, key, connected),
  )
  if (!landed) return yield* new AutomationRefused({ refusal: "key-mismatch" })
  return connected
})

/** Disconnects the automation service from any state (EDITOR-009), forgetting any awaited key. */
export const disconnectAutomation = Effect.fn("disconnectAutomation")(function* (websiteId: string) {
  yield* SiteConnectionsRepository.use((repository) => repository.settleAutomation(websiteId, DISCONNECTED))
  return DISCONNECTED
})
