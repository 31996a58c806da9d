/**
 * The automation-service connection (EDITOR-009): "connected", "disconnected" or "Awaiting
 * Connection", as a state machine. The spec names the three states and nothing else; our handshake:
 *
 * 1. The merchant connects: the site issues a one-time connection key (256 random bits), shows it
 *    once, and waits ("Awaiting Connection"). The store keeps only the key's SHA-256.
 * 2. The merchant pastes the key into the automation service, which confirms by sending it back
 *    (`POST /api/connections/automation/handshake`). A key that matches within
 *    `AUTOMATION_KEY_LIFETIME_MS` connects the site; the key is then forgotten.
 * 3. Disconnecting, from any state, forgets everything. Connecting again while awaiting issues a new
 *    key (the old one stops matching); connecting while connected is refused (disconnect first).
 *
 * The transition is a plain function of the state, the event and the time; whether a key matches is
 * the store's answer (`keyMatches`), so no secret ever reaches it. A wait past its lifetime refuses
 * every key as "key-expired", before any key is compared (our choice: the spec is silent): the
 * answer then depends only on the state, so the program decides it from the state it read and
 * leaves the key to the store's one atomic compare-and-set.
 */
export type AutomationConnection =
  | { readonly status: "disconnected" }
  | { readonly status: "awaiting"; readonly requestedAt: string }
  | { readonly status: "connected"; readonly connectedAt: string }

export type AutomationEvent =
  | { readonly type: "connect"; readonly at: string }
  | { readonly type: "confirm"; readonly at: string; readonly keyMatches: boolean }
  | { readonly type: "disconnect" }

/** Why an event changed nothing. */
export type AutomationRefusal = "already-connected" | "not-awaiting" | "key-mismatch" | "key-expired"

export type AutomationTransition =
  | { readonly ok: true; readonly state: AutomationConnection }
  | { readonly ok: false; readonly state: AutomationConnection; readonly refusal: AutomationRefusal }

/** A key not confirmed within a day no longer connects: a new connect issues another. */
export const AUTOMATION_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000

export const DISCONNECTED: { readonly status: "disconnected" } = { status: "disconnected" }

/** The state's label as the screen shows it (EDITOR-009). */
export const AUTOMATION_STATUS_LABEL = {
  disconnected: "Disconnected",
  awaiting: "Awaiting Connection",
  connected: "Connected",
} as const satisfies Record<AutomationConnection["status"], string>

/** What each refusal tells the caller. */
export const AUTOMATION_REFUSAL_MESSAGE = {
  "already-connected": "The automation service is already connected: disconnect it first.",
  "not-awaiting": "No connection is awaiting a key: connect first.",
  "key-mismatch": "This connection key does not match.",
  "key-expired": "This connection key has expired: connect again for a new one.",
} as const satisfies Record<AutomationRefusal, string>

const refused = (state: AutomationConnection, refusal: AutomationRefusal): AutomationTransition => ({
  ok: false,
  state,
  refusal,
})

/**
 * The state after an event (EDITOR-009). Refused events keep the state.
 *
 * @example
 * transition({ status: "disconnected" }, { type: "connect", at: "2026-11-29T10:00:00.000Z" })
 * // { ok: true, state: { status: "awaiting", requestedAt: "2026-11-29T10:00:00.000Z" } }
 */
export const transition = (state: AutomationConnection, event: AutomationEvent): AutomationTransition => {
  switch (event.type) {
    case "disconnect":
      return { ok: true, state: DISCONNECTED }
    case "connect":
      return state.status === "connected"
        ? refused(state, "already-connected")
        : { ok: true, state: { status: "awaiting", requestedAt: event.at } }
    case "confirm": {
      if (state.status !== "awaiting") return refused(state, "not-awaiting")
      const age = Date.parse(event.at) - Date.parse(state.requestedAt)
      if (!(age <= AUTOMATION_KEY_LIFETIME_MS)) return refused(state, "key-expired")
      if (!event.keyMatches) return refused(state, "key-mismatch")
      return { ok: true, state: { status: "connected", connectedAt: event.at } }
    }
  }
}
