import type { StaffAccountView } from "@vitrine/adapter-http/client"
import { roleName } from "@vitrine/core/account"
import type { ContributorRole } from "@vitrine/core/enums"
import { ConfirmDialog } from "@vitrine/react/confirm-dialog"
import { useEffect, useRef, useState } from "react"
import { InPlaceForm } from "./InPlaceForm.tsx"
import { chosenRoles, RoleChoices } from "./RoleChoices.tsx"
import { STAFF_TEXT } from "./text.ts"

type Mode = "view" | "roles"

/** What a row asks the page to do; each answers an error message, or null when it went through. */
export interface StaffRowActions {
  readonly changeRoles: (staff: StaffAccountView, roles: readonly ContributorRole[]) => Promise<string | null>
  readonly remove: (staff: StaffAccountView) => Promise<string | null>
}

/**
 * One staff member: e-mail and roles, and two actions — a roles form that opens in place (Save /
 * Cancel) and a removal to confirm in a dialog (`ConfirmDialog`: Cancel, focused as the safe
 * choice, or Yes, remove). Opening either moves the focus into it; closing returns it to the button
 * that opened it. The dialog stays open while the removal runs ("Removing…", UI-013) and shows a
 * refusal as its alert, to try again or cancel; a refused role change is an alert in the row.
 *
 * @example
 * <StaffRow staff={staff} own={false} actions={actions} />
 */
export const StaffRow = (props: { staff: StaffAccountView; own: boolean; actions: StaffRowActions }) => {
  const { staff } = props
  const [mode, setMode] = useState<Mode>("view")
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)
  const opened = useRef<HTMLDivElement>(null)
  // The roles button is a new element when the view comes back: focus returns to it by ref.
  const rolesButton = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)

  useEffect(() => {
    if (mode === "roles") opened.current?.querySelector<HTMLElement>("input, button")?.focus()
    else if (wasOpen.current) rolesButton.current?.focus()
    wasOpen.current = mode === "roles"
  }, [mode])

  const ask = (next: "roles" | "remove") => {
    setError(null)
    if (next === "roles") setMode("roles")
    else setAsking(true)
  }
  // Runs an action once at a time; true when it went through, else its refusal is the alert.
  const run = async (action: () => Promise<string | null>) => {
    if (busy) return false
    setBusy(true)
    const failed = await action()
    setBusy(false)
    setError(failed)
    return failed === null
  }

  return (
    <tr>
      <th scope="row">
        {staff.email} {props.own && <span className="muted">{STAFF_TEXT.you}</span>}
      </th>
      <td>{staff.roles.length > 0 ? staff.roles.map(roleName).join(", ") : STAFF_TEXT.noRoles}</td>
      <td>
        {mode === "view" && (
          <div className="row-actions">
            <button
              ref={rolesButton}
              type="button"
              className="button button-secondary button-small"
              onClick={() => ask("roles")}
            >
              {STAFF_TEXT.changeRoles(staff.email)}
            </button>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => ask("remove")}
            >
              {STAFF_TEXT.remove(staff.email)}
            </button>
          </div>
        )}
        <div ref={opened}>
          {error !== null && !asking && (
            <p className="alert alert-inline" role="alert">
              {error}
            </p>
          )}
          {mode === "roles" && (
            <InPlaceForm
              submit={STAFF_TEXT.save}
              busyText={STAFF_TEXT.saving}
              busy={busy}
              onSubmit={(data) =>
                void run(() => props.actions.changeRoles(staff, chosenRoles(data, "roles"))).then(
                  (done) => done && setMode("view"),
                )
              }
              onCancel={() => setMode("view")}
            >
              <RoleChoices legend={STAFF_TEXT.rolesOf(staff.email)} name="roles" chosen={staff.roles} />
            </InPlaceForm>
          )}
        </div>
        {asking && (
          <ConfirmDialog
            title={STAFF_TEXT.confirmRemove(staff.email)}
            message={<p>{STAFF_TEXT.removeWarning}</p>}
            confirmLabel={STAFF_TEXT.yesRemove}
            cancelLabel={STAFF_TEXT.cancel}
            busyLabel={STAFF_TEXT.removing}
            busy={busy}
            error={error}
            confirmClassName="button button-small"
            cancelClassName="button button-secondary button-small"
            // Once removed, the page drops the row, and the dialog with it.
            onConfirm={() =>
              void run(() => props.actions.remove(staff)).then((done) => done && setAsking(false))
            }
            onCancel={() => {
              setAsking(false)
              setError(null)
            }}
          />
        )}
      </td>
    </tr>
  )
}
