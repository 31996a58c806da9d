import type { StaffAccountView, StaffClient } from "@vitrine/adapter-http/client"
import { useId, useState } from "react"
import { FormField } from "../../components/FormField.tsx"
import { chosenRoles, RoleChoices } from "./RoleChoices.tsx"
import { STAFF_TEXT } from "./text.ts"

type Status =
  | { readonly phase: "idle" | "busy" }
  | { readonly phase: "failed"; readonly message: string; readonly fields: Record<string, string> }

/**
 * Adds a staff member: e-mail, an initial password (left empty, the server generates one) and roles.
 * A refusal is an alert, a field's message is tied to its input; on success the form clears and
 * the page hears of the new member and of the generated password, which it shows once.
 *
 * @example
 * <AddStaffForm client={client} onAdded={(staff, password) => …} />
 */
export const AddStaffForm = (props: {
  readonly client: StaffClient
  readonly onAdded: (staff: StaffAccountView, password: string | null) => void
}) => {
  const [status, setStatus] = useState<Status>({ phase: "idle" })
  const heading = useId()
  const fields = status.phase === "failed" ? status.fields : {}
  const busy = status.phase === "busy"

  const send = async (form: HTMLFormElement) => {
    if (busy) return
    const data = new FormData(form)
    const password = String(data.get("password") ?? "")
    setStatus({ phase: "busy" })
    const result = await props.client.add({
      email: String(data.get("email") ?? ""),
      password: password === "" ? null : password,
      roles: chosenRoles(data, "roles"),
    })
    if (!result.ok)
      return setStatus({ phase: "failed", message: result.error.message, fields: result.error.fieldErrors })
    setStatus({ phase: "idle" })
    form.reset()
    props.onAdded(result.value.staff, result.value.password)
  }

  return (
    <form
      className="account-form staff-add"
      noValidate
      aria-busy={busy || undefined}
      aria-labelledby={heading}
      onSubmit={(event) => {
        event.preventDefault()
        void send(event.currentTarget)
      }}
    >
      <h2 id={heading}>{STAFF_TEXT.addTitle}</h2>
      {status.phase === "failed" && (
        <p className="alert alert-inline" role="alert">
          {status.message}
        </p>
      )}
      <FormField
        label={STAFF_TEXT.email}
        name="email"
        type="email"
        autoComplete="off"
        required
        error={fields.email}
      />
      <FormField
        label={STAFF_TEXT.password}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={STAFF_TEXT.passwordHint}
        error={fields.password}
      />
      <RoleChoices legend={STAFF_TEXT.roles} name="roles" chosen={[]} />
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {busy ? STAFF_TEXT.adding : STAFF_TEXT.add}
      </button>
    </form>
  )
}
