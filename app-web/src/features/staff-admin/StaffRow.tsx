import type { StaffAccountView } from "@vitrine/adapter-http/client"
import { roleName } from "@vitrine/core/account"
import type { ContributorRole } from "@vitrine/core/enums"
import { useEffect, useRef, useState } from "react"
import { InPlaceForm } from "./InPlaceForm.tsx"
import { chosenRoles, RoleChoices } from "./RoleChoices.tsx"
import { STAFF_TEXT } from "./text.ts"

type Mode = "view" | "roles" | "remove"

/** What a row asks the page to do; each answers an error message, or null when it went through. */
export interface StaffRowActions {
  readonly changeRoles: (staff: StaffAccountView, roles: readonly ContributorRole[]) => Promise<string | null>
  readonly remove: (staff: StaffAccountView) => Promise<string | null>
}

/**
 * One staff member: e-mail and roles, and two actions that open in place — a roles form (Save /
 * Cancel) and a removal to confirm (Yes, remove / Cancel). Opening one moves the focus into it;
 * closing returns it to the button that opened it. A refusal is an alert in the row.
 *
 * @example
 * <StaffRow staff={staff} own={false} actions={actions} />
 */
export const StaffRow = (props: { staff: StaffAccountView; own: boolean; actions: StaffRowActions }) => {
  const { staff } = props
  const [mode, setMode] = useState<Mode>("view")
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const opened = useRef<HTMLDivElement>(null)
  // Which button opened the current form: the view's buttons are new elements when it comes back.
  const opener = useRef<"roles" | "remove" | null>(null)
  const buttons = { roles: useRef<HTMLButtonElement>(null), remove: useRef<HTMLButtonElement>(null) }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are stable; the focus moves when the mode does.
  useEffect(() => {
    if (mode === "view") (opener.current && buttons[opener.current].current)?.focus()
    else opened.current?.querySelector<HTMLElement>("input, button")?.focus()
  }, [mode])

  const open = (next: Mode) => {
    opener.current = next === "roles" ? "roles" : "remove"
    setError(null)
    setMode(next)
  }
  const run = async (action: () => Promise<string | null>) => {
    if (busy) return
    setBusy(true)
    const failed = await action()
    setBusy(false)
    if (failed !== null) return setError(failed)
    setMode("view")
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
              ref={buttons.roles}
              type="button"
              className="button button-secondary button-small"
              onClick={() => open("roles")}
            >
              {STAFF_TEXT.changeRoles(staff.email)}
            </button>
            <button
              ref={buttons.remove}
              type="button"
              className="button button-secondary button-small"
              onClick={() => open("remove")}
            >
              {STAFF_TEXT.remove(staff.email)}
            </button>
          </div>
        )}
        <div ref={opened}>
          {error !== null && (
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
                void run(() => props.actions.changeRoles(staff, chosenRoles(data, "roles")))
              }
              onCancel={() => setMode("view")}
            >
              <RoleChoices legend={STAFF_TEXT.rolesOf(staff.email)} name="roles" chosen={staff.roles} />
            </InPlaceForm>
          )}
          {mode === "remove" && (
            <InPlaceForm
              label={STAFF_TEXT.remove(staff.email)}
              submit={STAFF_TEXT.yesRemove}
              busyText={STAFF_TEXT.removing}
              busy={busy}
              onSubmit={() => void run(() => props.actions.remove(staff))}
              onCancel={() => setMode("view")}
            >
              <p>{STAFF_TEXT.confirmRemove(staff.email)}</p>
            </InPlaceForm>
          )}
        </div>
      </td>
    </tr>
  )
}
