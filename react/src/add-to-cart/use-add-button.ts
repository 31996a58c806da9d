import { ADD_BUTTON_STATE_TEXT, ADD_BUTTON_TIMING } from "@vitrine/core/cart"
import { useCallback, useEffect, useRef, useState } from "react"

/**
 * The add-to-cart button's phases: core's idle → adding → added, plus `failed`, the second between
 * an error and the return to idle (ADDCART-004). While failed the button keeps its "Adding…" text
 * and stays disabled, as the spec has it return to idle only after the reset.
 */
export type AddButtonPhase = "idle" | "adding" | "added" | "failed"

/** The busy texts in the page's language, in place of core's 'Adding…' and 'Added!' (a dictionary fits). */
export interface AddButtonStateTexts {
  readonly adding: string
  readonly added: string
}

/** An add attempt's outcome: success, or the alert to show. */
export type AddOutcome =
  | { readonly ok: true; readonly skipAdded?: boolean }
  | { readonly ok: false; readonly alert: AddAlert }

/** The error alert of a failed add (ADDCART-020 to ADDCART-026). */
export interface AddAlert {
  readonly title: string
  readonly message: string
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The add-to-cart button state machine with core's texts and timings: "Adding…" at once, "Added!"
 * 1 s after the click (or when the server answers, if later), idle 2 s after that; on failure the
 * alert shows at once and the button is idle again 1 s later (ADDCART-001 to ADDCART-004).
 * `showAlert` is for failures found before anything is sent: the button never leaves idle. `run`'s
 * attempt must not reject (failures are outcomes).
 *
 * @example
 * const button = useAddButton("Add To Cart")
 * const inFrench = useAddButton("Ajouter au panier", { adding: "Ajout…", added: "Ajouté !" })
 * <button disabled={button.busy} onClick={() => button.run(() => add())}>{button.text}</button>
 */
export const useAddButton = (idleText: string, texts: AddButtonStateTexts = ADD_BUTTON_STATE_TEXT) => {
  const [phase, setPhase] = useState<AddButtonPhase>("idle")
  const [alert, setAlert] = useState<AddAlert | null>(null)
  const mounted = useRef(true)
  const running = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const run = useCallback(async (attempt: () => Promise<AddOutcome>) => {
    if (running.current) return
    running.current = true
    setAlert(null)
    setPhase("adding")
    const addedNoSoonerThan = wait(ADD_BUTTON_TIMING.addedAfterMs)
    // An attempt reports failures as values and never rejects: the click's flow (add-flow.ts) turns
    // a throw into ERR-003's generic text in the page's language, so this first-load hook holds none.
    const outcome = await attempt()
    if (outcome.ok && outcome.skipAdded === true) {
      // The visitor is on the way to another page (express checkout, ADDCART-005): no added state.
    } else if (outcome.ok) {
      await addedNoSoonerThan
      if (mounted.current) setPhase("added")
      await wait(ADD_BUTTON_TIMING.idleAfterAddedMs)
    } else {
      if (mounted.current) {
        setAlert(outcome.alert)
        setPhase("failed")
      }
      await wait(ADD_BUTTON_TIMING.errorResetMs)
    }
    running.current = false
    if (mounted.current) setPhase("idle")
  }, [])

  const showAlert = useCallback((found: AddAlert) => {
    if (!running.current) setAlert(found)
  }, [])

  const text = phase === "idle" ? idleText : phase === "added" ? texts.added : texts.adding
  return {
    phase,
    text,
    busy: phase !== "idle",
    alert,
    run,
    showAlert,
    dismissAlert: useCallback(() => setAlert(null), []),
  }
}
