import { Suspense, useState } from "react"
import { useAccounts } from "../../api/accounts.tsx"
import { ErrorScreen, SignInPathContext } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { Link } from "../../router/Link.tsx"
import { ADMIN_PATH } from "../../router/routes.ts"
import { CredentialsForm } from "../account/CredentialsForm.tsx"
import { ADMIN_SECTIONS, mayOpen, type SectionProps, type ShellSection, sectionOf } from "./sections.tsx"

/** The admin's texts (ours: the spec shows no merchant screens, UI-008). */
export const ADMIN_TEXT = {
  signIn: "Sign in to manage the store",
  signInButton: "Sign in",
  signingIn: "Signing in…",
  title: "Store admin",
  home: "Signed in as",
  backToShop: "Back to the shop",
  signOut: "Sign out",
  signingOut: "Signing out…",
} as const

/**
 * `/admin` and its sections (`ADMIN_SECTIONS`: settings, restock, forms, staff, analytics, orders):
 * the merchant's side. Signed out (no staff session), the staff sign-in; signed in, the admin shell —
 * its own navigation, who is signed in, sign-out — around the section asked for. The server guards
 * every merchant call anyway (401/403): this only decides what to show.
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
  if (staff.status !== "ready") return <ErrorScreen onRetry={retry} failure={staff} />
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
    // A section whose session ends says so with a link to this page, where the staff sign in again.
    <SignInPathContext.Provider value={ADMIN_PATH}>
      <AdminShell
        staff={staff.value.staff}
        section={section}
        formId={formId}
        orderId={orderId}
        onSignedOut={retry}
      />
    </SignInPathContext.Provider>
  )
}

const AdminShell = (props: SectionProps) => {
  const accounts = useAccounts()
  const [signOut, setSignOut] = useState<{ busy: boolean; message?: string }>({ busy: false })
  const leave = async () => {
    if (signOut.busy) return
    setSignOut({ busy: true })
    const result = await accounts.staffSignOut()
    if (!result.ok) return setSignOut({ busy: false, message: result.error.message })
    props.onSignedOut()
  }
  const current = sectionOf(props.section)
  return (
    <div className="admin">
      <nav className="admin-nav" aria-label={ADMIN_TEXT.title}>
        <p className="admin-title">{ADMIN_TEXT.title}</p>
        <ul className="nav-list">
          {ADMIN_SECTIONS.filter((entry) => !entry.hiddenWhenRefused || mayOpen(entry, props.staff)).map(
            (entry) => (
              <li key={entry.path}>
                <Link href={entry.path} aria-current={entry === current ? "page" : undefined}>
                  {entry.label}
                </Link>
              </li>
            ),
          )}
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
        {current !== undefined && !mayOpen(current, props.staff) && <p role="alert">{current.refused}</p>}
        {current !== undefined && mayOpen(current, props.staff) && (
          <Suspense fallback={<Spinner label={current.loading} />}>{current.screen(props)}</Suspense>
        )}
        {props.section === "home" && (
          <>
            <PageHeading title={ADMIN_TEXT.title} />
            <ul className="admin-home">
              {ADMIN_SECTIONS.filter((entry) => mayOpen(entry, props.staff)).map((entry) => (
                <li key={entry.path}>
                  <Link href={entry.path}>{entry.label}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  )
}
