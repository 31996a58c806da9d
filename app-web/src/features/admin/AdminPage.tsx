import { lazy, Suspense, useState } from "react"
import { type StaffView, useAccounts } from "../../api/accounts.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { Link } from "../../router/Link.tsx"
import {
  type AdminSection,
  ANALYTICS_PATH,
  FORMS_PATH,
  ORDERS_ADMIN_PATH,
  RESTOCK_PATH,
  SETTINGS_PATH,
  STAFF_PATH,
} from "../../router/routes.ts"
import { CredentialsForm } from "../account/CredentialsForm.tsx"
import { SettingsPage } from "../settings/SettingsPage.tsx"
import { FormsSection } from "./FormsSection.tsx"

// The staff screen is its own chunk too: only admins open it.
const StaffAdminPage = lazy(() =>
  import("../staff-admin/StaffAdminPage.tsx").then((module) => ({ default: module.StaffAdminPage })),
)

// The orders screen is its own chunk too.
const OrdersAdminPage = lazy(() =>
  import("../orders-admin/OrdersAdminPage.tsx").then((module) => ({ default: module.OrdersAdminPage })),
)

// The restock screen is its own chunk: most staff visits are to the settings.
const RestockAdminPage = lazy(() =>
  import("../restock-admin/RestockAdminPage.tsx").then((module) => ({ default: module.RestockAdminPage })),
)

// The analytics screen too: it alone loads the chart library.
const AnalyticsPage = lazy(() =>
  import("../analytics/AnalyticsPage.tsx").then((module) => ({ default: module.AnalyticsPage })),
)

/** The admin's texts (ours: the spec shows no merchant screens, UI-008). */
export const ADMIN_TEXT = {
  signIn: "Sign in to manage the store",
  signInButton: "Sign in",
  signingIn: "Signing in…",
  title: "Store admin",
  home: "Signed in as",
  settings: "Store settings",
  restock: "Back in stock",
  forms: "Forms",
  analytics: "Analytics",
  noAnalyticsPermission: "Your role cannot see the store's analytics.",
  staff: "Staff",
  noStaffPermission: "Only an administrator can manage staff.",
  orders: "Orders",
  noOrdersPermission: "Your role cannot see the store's orders.",
  noRestockPermission: "Your role cannot see or send back-in-stock e-mails.",
  backToShop: "Back to the shop",
  signOut: "Sign out",
  signingOut: "Signing out…",
  noPermission: "Your role cannot change the store settings.",
} as const

/**
 * `/admin`, `/admin/settings`, `/admin/restock` and the forms' pages (`/admin/forms…`): the merchant's side. Signed out (no staff session), the staff
 * sign-in; signed in, the admin shell — its own navigation, who is signed in, sign-out — around the
 * section asked for. The server guards every merchant call anyway (401/403): this only decides what
 * to show.
 *
 * @example
 * <AdminPage section="settings" />
 */
export const AdminPage = ({
  section,
  formId,
  orderId,
}: {
  section: ShellSection
  formId?: string | undefined
  orderId?: string | undefined
}) => {
  const accounts = useAccounts()
  const [staff, retry] = useLoad(() => accounts.staff(), "staff")
  if (staff.status === "loading") return <Spinner label="Loading the admin" />
  if (staff.status !== "ready") return <ErrorScreen onRetry={retry} />
  if (staff.value.staff === null) {
    return (
      <section className="account">
        <PageHeading title={ADMIN_TEXT.signIn} />
        <CredentialsForm
          submit={ADMIN_TEXT.signInButton}
          busy={ADMIN_TEXT.signingIn}
          passwordAutocomplete="current-password"
          rememberMe
          onSubmit={accounts.staffSignIn}
          onDone={retry}
        />
      </section>
    )
  }
  return (
    <AdminShell
      staff={staff.value.staff}
      section={section}
      formId={formId}
      orderId={orderId}
      onSignedOut={retry}
    />
  )
}

/** A section of the shell: the nav's sections, and the pages of one form. */
type ShellSection = AdminSection | "submissions" | "edit-form"

const FORM_SECTIONS: readonly ShellSection[] = ["forms", "new-form", "submissions", "edit-form"]

const AdminShell = (props: {
  staff: StaffView
  section: ShellSection
  formId: string | undefined
  orderId?: string | undefined
  onSignedOut: () => void
}) => {
  const accounts = useAccounts()
  const [signOut, setSignOut] = useState<{ busy: boolean; message?: string }>({ busy: false })
  const leave = async () => {
    if (signOut.busy) return
    setSignOut({ busy: true })
    const result = await accounts.staffSignOut()
    if (!result.ok) return setSignOut({ busy: false, message: result.error.message })
    props.onSignedOut()
  }
  const canChangeSettings = props.staff.permissions.includes("settings.write")
  const canSendRestock = props.staff.permissions.includes("restock.send")
  const canReadAnalytics = props.staff.permissions.includes("analytics.read")
  const canManageStaff = props.staff.permissions.includes("staff.manage")
  return (
    <div className="admin">
      <nav className="admin-nav" aria-label={ADMIN_TEXT.title}>
        <p className="admin-title">{ADMIN_TEXT.title}</p>
        <ul className="nav-list">
          <li>
            <Link href={SETTINGS_PATH} aria-current={props.section === "settings" ? "page" : undefined}>
              {ADMIN_TEXT.settings}
            </Link>
          </li>
          <li>
            <Link href={RESTOCK_PATH} aria-current={props.section === "restock" ? "page" : undefined}>
              {ADMIN_TEXT.restock}
            </Link>
          </li>
          <li>
            <Link href={FORMS_PATH} aria-current={FORM_SECTIONS.includes(props.section) ? "page" : undefined}>
              {ADMIN_TEXT.forms}
            </Link>
          </li>
          {canManageStaff && (
            <li>
              <Link href={STAFF_PATH} aria-current={props.section === "staff" ? "page" : undefined}>
                {ADMIN_TEXT.staff}
              </Link>
            </li>
          )}
          <li>
            <Link href={ANALYTICS_PATH} aria-current={props.section === "analytics" ? "page" : undefined}>
              {ADMIN_TEXT.analytics}
            </Link>
          </li>
          <li>
            <Link href={ORDERS_ADMIN_PATH} aria-current={props.section === "orders" ? "page" : undefined}>
              {ADMIN_TEXT.orders}
            </Link>
          </li>
          <li>
            <Link href="/">{ADMIN_TEXT.backToShop}</Link>
          </li>
        </ul>
        <p className="admin-user">
          {ADMIN_TEXT.home} <strong>{props.staff.email}</strong>
        </p>
        <button
          type="button"
          className="button button-secondary button-small"
          aria-disabled={signOut.busy || undefined}
          onClick={() => void leave()}
        >
          {signOut.busy ? ADMIN_TEXT.signingOut : ADMIN_TEXT.signOut}
        </button>
        {signOut.message && (
          <p className="alert alert-inline" role="alert">
            {signOut.message}
          </p>
        )}
      </nav>
      <div className="admin-body">
        {props.section === "settings" && canChangeSettings && <SettingsPage />}
        {props.section === "settings" && !canChangeSettings && <p role="alert">{ADMIN_TEXT.noPermission}</p>}
        {props.section === "restock" && canSendRestock && (
          <Suspense fallback={<Spinner label="Loading sign-ups" />}>
            <RestockAdminPage />
          </Suspense>
        )}
        {props.section === "restock" && !canSendRestock && (
          <p role="alert">{ADMIN_TEXT.noRestockPermission}</p>
        )}
        {props.section === "analytics" && canReadAnalytics && (
          <Suspense fallback={<Spinner label="Loading analytics" />}>
            <AnalyticsPage />
          </Suspense>
        )}
        {props.section === "analytics" && !canReadAnalytics && (
          <p role="alert">{ADMIN_TEXT.noAnalyticsPermission}</p>
        )}
        {props.section === "staff" && canManageStaff && (
          <Suspense fallback={<Spinner label="Loading the staff" />}>
            <StaffAdminPage ownId={props.staff.id} onOwnRolesChanged={props.onSignedOut} />
          </Suspense>
        )}
        {props.section === "staff" && !canManageStaff && <p role="alert">{ADMIN_TEXT.noStaffPermission}</p>}
        {FORM_SECTIONS.includes(props.section) && (
          <FormsSection section={props.section} formId={props.formId} permissions={props.staff.permissions} />
        )}
        {props.section === "orders" && props.staff.permissions.includes("orders.read") && (
          <Suspense fallback={<Spinner label="Loading orders" />}>
            <OrdersAdminPage
              orderId={props.orderId}
              canManage={props.staff.permissions.includes("orders.manage")}
            />
          </Suspense>
        )}
        {props.section === "orders" && !props.staff.permissions.includes("orders.read") && (
          <p role="alert">{ADMIN_TEXT.noOrdersPermission}</p>
        )}
        {props.section === "home" && (
          <>
            <PageHeading title={ADMIN_TEXT.title} />
            <p>
              <Link href={SETTINGS_PATH}>{ADMIN_TEXT.settings}</Link>: the store currency.
            </p>
            <p>
              <Link href={RESTOCK_PATH}>{ADMIN_TEXT.restock}</Link>: sign-ups on sold-out products, and their
              e-mails.
            </p>
          </>
        )}
      </div>
    </div>
  )
}
