import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import {
  AUTOMATION_KEY_LIFETIME_MS,
  AUTOMATION_STATUS_LABEL,
  type AutomationConnection,
  type AutomationEvent,
  transition,
} from "./automation-connection.ts"

const START = Date.parse("2026-11-29T10:00:00.000Z")
const iso = (offset: number) => new Date(START + offset).toISOString()

const states: fc.Arbitrary<AutomationConnection> = fc.oneof(
  fc.constant({ status: "disconnected" } as const),
  fc
    .integer({ min: 0, max: 10 ** 9 })
    .map((offset) => ({ status: "awaiting", requestedAt: iso(offset) }) as const),
  fc
    .integer({ min: 0, max: 10 ** 9 })
    .map((offset) => ({ status: "connected", connectedAt: iso(offset) }) as const),
)
const events: fc.Arbitrary<AutomationEvent> = fc.oneof(
  fc.integer({ min: 0, max: 10 ** 9 }).map((offset) => ({ type: "connect", at: iso(offset) }) as const),
  fc
    .tuple(fc.integer({ min: 0, max: 10 ** 9 }), fc.boolean())
    .map(([offset, keyMatches]) => ({ type: "confirm", at: iso(offset), keyMatches }) as const),
  fc.constant({ type: "disconnect" } as const),
)

describe("EDITOR-009 the automation connection's state machine", () => {
  it("EDITOR-009 every state is one of the three the screen labels, after any events", () => {
    fc.assert(
      fc.property(fc.array(events, { maxLength: 30 }), (sequence) => {
        let state: AutomationConnection = { status: "disconnected" }
        for (const event of sequence) state = transition(state, event).state
        expect(Object.keys(AUTOMATION_STATUS_LABEL)).toContain(state.status)
      }),
    )
    expect(AUTOMATION_STATUS_LABEL.awaiting).toBe("Awaiting Connection")
  })

  it("EDITOR-009 disconnect is accepted from any state and disconnects", () => {
    fc.assert(
      fc.property(states, (state) => {
        expect(transition(state, { type: "disconnect" })).toEqual({
          ok: true,
          state: { status: "disconnected" },
        })
      }),
    )
  })

  it("EDITOR-009 connect awaits from disconnected or awaiting (a new request), and is refused while connected", () => {
    fc.assert(
      fc.property(states, fc.integer({ min: 0, max: 10 ** 9 }), (state, offset) => {
        const result = transition(state, { type: "connect", at: iso(offset) })
        if (state.status === "connected")
          expect(result).toEqual({ ok: false, state, refusal: "already-connected" })
        else expect(result).toEqual({ ok: true, state: { status: "awaiting", requestedAt: iso(offset) } })
      }),
    )
  })

  it("EDITOR-009 only a matching key, in time, while awaiting, connects; any refusal keeps the state", () => {
    fc.assert(
      fc.property(states, events, (state, event) => {
        const result = transition(state, event)
        if (!result.ok) expect(result.state).toBe(state)
        if (result.state.status === "connected" && state.status !== "connected") {
          expect(event.type).toBe("confirm")
          expect(state.status).toBe("awaiting")
          expect(event.type === "confirm" && event.keyMatches).toBe(true)
        }
      }),
    )
  })

  it("EDITOR-009 a key is good up to its lifetime and expired one millisecond after", () => {
    const awaiting = { status: "awaiting", requestedAt: iso(0) } as const
    expect(
      transition(awaiting, { type: "confirm", at: iso(AUTOMATION_KEY_LIFETIME_MS), keyMatches: true }),
    ).toEqual({
      ok: true,
      state: { status: "connected", connectedAt: iso(AUTOMATION_KEY_LIFETIME_MS) },
    })
    expect(
      transition(awaiting, { type: "confirm", at: iso(AUTOMATION_KEY_LIFETIME_MS + 1), keyMatches: true }),
    ).toEqual({
      ok: false,
      state: awaiting,
      refusal: "key-expired",
    })
    expect(transition(awaiting, { type: "confirm", at: iso(1), keyMatches: false })).toMatchObject({
      refusal: "key-mismatch",
    })
    expect(
      transition({ status: "disconnected" }, { type: "confirm", at: iso(1), keyMatches: true }),
    ).toMatchObject({
      refusal: "not-awaiting",
    })
  })

  it("EDITOR-009 a wait past its lifetime refuses every key as expired; in time, only a matching key connects", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.boolean(), (offset, keyMatches) => {
        const awaiting = { status: "awaiting", requestedAt: iso(0) } as const
        const result = transition(awaiting, { type: "confirm", at: iso(offset), keyMatches })
        if (offset > AUTOMATION_KEY_LIFETIME_MS)
          expect(result).toEqual({ ok: false, state: awaiting, refusal: "key-expired" })
        else if (!keyMatches) expect(result).toEqual({ ok: false, state: awaiting, refusal: "key-mismatch" })
        else expect(result).toEqual({ ok: true, state: { status: "connected", connectedAt: iso(offset) } })
      }),
    )
  })
})
