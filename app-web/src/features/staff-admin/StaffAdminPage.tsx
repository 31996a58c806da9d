import { createStaffClient, type StaffAccountView, type StaffClient } from "@vitrine/adapter-http/client"
import { useState } from "react"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { AddStaffForm } from "./AddStaffForm.tsx"
import { StaffRow, type StaffRowActions } from "./StaffRow.tsx"
import { STAFF_TEXT } from "./text.ts"

// The browser's client, made once; tests hand their own.
let browserClient: StaffClient | undefined
const browserStaffClient = (): StaffClient => {
  browserClient ??= createStaffClient()
  return browserClient
}

type Notice = { readonly text: string; readonly password?: string }

/**
 * The admin's staff screen (`/admin/staff`, `staff.manage`): every staff member with their roles,
 * a form to add one (a typed or generated initial password, the generated one shown once), and per
 * member a roles change and a removal. The server refuses what this must not do (the last admin's
 * role, 409) and the refusal is shown in the row. Changing one's own roles rotates one's session:
 * `onOwnRolesChanged` lets the shell read the session again (the staff link goes if admin went).
 *
 * @example
 * <StaffAdminPage ownId={staff.id} onOwnRolesChanged={retry} />
 */
export const StaffAdminPage = (props: {
  readonly ownId: string
  readonly onOwnRolesChanged: () => void
  readonly client?: StaffClient
}) => {
  const client = props.client ?? browserStaffClient()
  const [round, setRound] = useState(0)
  const [listed, retry] = useLoad(() => client.list(), `staff-${round}`)
  const [notice, setNotice] = useState<Notice | null>(null)
  const reload = () => setRound((n) => n + 1)

  const actions: StaffRowActions = {
    changeRoles: async (staff, roles) => {
      const result = await client.changeRoles(staff.id, roles)
      if (!result.ok) return result.error.message
      setNotice({ text: STAFF_TEXT.saved(staff.email) })
      if (staff.id === props.ownId) props.onOwnRolesChanged()
      else reload()
      return null
    },
    remove: async (staff) => {
      const result = await client.remove(staff.id)
      if (!result.ok) return result.error.message
      setNotice({ text: STAFF_TEXT.removed(staff.email) })
      if (staff.id === props.ownId) props.onOwnRolesChanged()
      else reload()
      return null
    },
  }
  const added = (staff: StaffAccountView, password: string | null) => {
    setNotice(
      password === null
        ? { text: STAFF_TEXT.added(staff.email) }
        : { text: STAFF_TEXT.generated(staff.email), password },
    )
    reload()
  }

  return (
    <section className="staff-admin" aria-busy={listed.status === "loading"}>
      <PageHeading title={STAFF_TEXT.title} />
      <div role="status" className="notice-region">
        {notice !== null && (
          <p className="notice">
            {notice.text} {notice.password !== undefined && <code className="secret">{notice.password}</code>}
          </p>
        )}
      </div>
      {listed.status === "loading" && <Spinner label={STAFF_TEXT.loading} />}
      {(listed.status === "error" || listed.status === "not-found") && (
        <ErrorScreen onRetry={retry} failure={listed} />
      )}
      {listed.status === "ready" && listed.value.staff.length === 0 && (
        <p className="empty">{STAFF_TEXT.empty}</p>
      )}
      {listed.status === "ready" && listed.value.staff.length > 0 && (
        <table className="staff-list">
          <caption className="visually-hidden">{STAFF_TEXT.title}</caption>
          <thead>
            <tr>
              <th scope="col">{STAFF_TEXT.email}</th>
              <th scope="col">{STAFF_TEXT.roles}</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {listed.value.staff.map((staff) => (
              <StaffRow key={staff.id} staff={staff} own={staff.id === props.ownId} actions={actions} />
            ))}
          </tbody>
        </table>
      )}
      <AddStaffForm client={client} onAdded={added} />
    </section>
  )
}
