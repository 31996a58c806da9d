import { useCart } from "@vitrine/react"
import { useState } from "react"
import { type CartAdjustmentView, useAccounts } from "../../api/accounts.tsx"
import { siteUserChanged, useSiteUser } from "../../api/site-user.ts"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { useNavigateInLanguage } from "../../router/in-language.ts"
import { Link } from "../../router/Link.tsx"
import { ACCOUNT_PATH, REGISTER_PATH, SIGN_IN_PATH } from "../../router/routes.ts"
import { CredentialsForm } from "./CredentialsForm.tsx"

/** The member pages' texts (ours: the spec shows no account screens). */
export const MEMBER_TEXT = {
  signIn: "Sign in",
  signingIn: "Signing in…",
  register: "Create an account",
  registering: "Creating your account…",
  account: "Your account",
  signOut: "Sign out",
  signingOut: "Signing out…",
  keepCart: "Keep a copy of my cart on this device",
  noAccount: "New here?",
  haveAccount: "Already have an account?",
  signedInAs: "Signed in as",
  cartChanged: "We combined your cart with the one saved in your account:",
} as const

// What the last sign-in changed in the cart, shown once on the account page.
let lastAdjustments: readonly CartAdjustmentView[] = []

const useSignedIn = () => {
  const cart = useCart()
  // The account page in the sign-in page's language.
  const navigate = useNavigateInLanguage()
  return (value: { readonly adjustments: readonly CartAdjustmentView[] }) => {
    lastAdjustments = value.adjustments
    siteUserChanged()
    cart.reload()
    navigate(ACCOUNT_PATH)
  }
}

/**
 * `/account/sign-in`: a member signs in (API-028); the cart they had as a visitor joins the one
 * saved in their account, and the account page says what changed.
 *
 * @example
 * <SignInPage />
 */
export const SignInPage = () => {
  const accounts = useAccounts()
  const signedIn = useSignedIn()
  return (
    <section className="account">
      <PageHeading title={MEMBER_TEXT.signIn} />
      <CredentialsForm
        submit={MEMBER_TEXT.signIn}
        busy={MEMBER_TEXT.signingIn}
        passwordAutocomplete="current-password"
        rememberMe
        onSubmit={accounts.signIn}
        onDone={signedIn}
      />
      <p>
        {MEMBER_TEXT.noAccount} <Link href={REGISTER_PATH}>{MEMBER_TEXT.register}</Link>
      </p>
    </section>
  )
}

/**
 * `/account/register`: a visitor becomes a member, and is signed in.
 *
 * @example
 * <RegisterPage />
 */
export const RegisterPage = () => {
  const accounts = useAccounts()
  const signedIn = useSignedIn()
  return (
    <section className="account">
      <PageHeading title={MEMBER_TEXT.register} />
      <CredentialsForm
        submit={MEMBER_TEXT.register}
        busy={MEMBER_TEXT.registering}
        passwordAutocomplete="new-password"
        rememberMe
        onSubmit={accounts.register}
        onDone={signedIn}
      />
      <p>
        {MEMBER_TEXT.haveAccount} <Link href={SIGN_IN_PATH}>{MEMBER_TEXT.signIn}</Link>
      </p>
    </section>
  )
}

/**
 * `/account`: who is signed in, what the last sign-in changed in the cart, and sign-out (API-029),
 * keeping a copy of the cart on this device when asked. Signed out, it offers the sign-in.
 *
 * @example
 * <AccountPage />
 */
export const AccountPage = () => {
  const { authenticated } = useSiteUser()
  if (!authenticated) return <SignInPage />
  return <SignedInAccount />
}

const SignedInAccount = () => {
  const accounts = useAccounts()
  const cart = useCart()
  const navigate = useNavigateInLanguage()
  const [member, retry] = useLoad(() => accounts.member(), "member")
  const [keepCart, setKeepCart] = useState(true)
  const [phase, setPhase] = useState<{ busy: boolean; message?: string }>({ busy: false })
  const adjustments = lastAdjustments

  const signOut = async () => {
    if (phase.busy) return
    setPhase({ busy: true })
    const result = await accounts.signOut({ cloneCart: keepCart })
    if (!result.ok) return setPhase({ busy: false, message: result.error.message })
    lastAdjustments = []
    siteUserChanged()
    cart.reload()
    navigate("/")
  }

  return (
    <section className="account" aria-busy={member.status === "loading"}>
      <PageHeading title={MEMBER_TEXT.account} />
      {member.status === "loading" && <Spinner label="Loading your account" />}
      {(member.status === "error" || member.status === "not-found") && (
        <ErrorScreen onRetry={retry} failure={member} />
      )}
      {member.status === "ready" && member.value.member && (
        <p>
          {MEMBER_TEXT.signedInAs} <strong>{member.value.member.email}</strong>
        </p>
      )}
      {adjustments.length > 0 && (
        <div className="alert" role="status">
          <p>{MEMBER_TEXT.cartChanged}</p>
          <ul>
            {adjustments.map((adjustment) => (
              <li key={`${adjustment.itemId}-${adjustment.sku}`}>{adjustment.message}</li>
            ))}
          </ul>
        </div>
      )}
      <form
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault()
          void signOut()
        }}
      >
        <label className="checkbox">
          <input type="checkbox" checked={keepCart} onChange={(event) => setKeepCart(event.target.checked)} />{" "}
          {MEMBER_TEXT.keepCart}
        </label>
        <button type="submit" className="button button-secondary" aria-disabled={phase.busy || undefined}>
          {phase.busy ? MEMBER_TEXT.signingOut : MEMBER_TEXT.signOut}
        </button>
        {phase.message && (
          <p className="alert alert-inline" role="alert">
            {phase.message}
          </p>
        )}
      </form>
    </section>
  )
}
