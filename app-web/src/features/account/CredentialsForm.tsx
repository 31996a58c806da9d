import { useId, useState } from "react"
import type { Credentials } from "../../api/accounts.tsx"
import type { ApiResult } from "../../api/store-client.ts"
import { FormField } from "../../components/FormField.tsx"

/** The texts of the sign-in and sign-up forms (ours: the spec shows none). */
export const CREDENTIALS_TEXT = {
  email: "Email",
  password: "Password",
  rememberMe: "Keep me signed in on this device",
} as const

type Status =
  | { readonly phase: "idle" | "busy" }
  | { readonly phase: "failed"; readonly message: string; readonly fields: Record<string, string> }

/**
 * An e-mail and password form (with "keep me signed in" when asked): native inputs with labels and
 * autocomplete hints, so keyboards and password managers work; the submit button says it is busy
 * and ignores a second press while the call runs; a refusal is an alert, and a field's own message
 * is tied to its input.
 *
 * @example
 * <CredentialsForm submit="Sign in" busy="Signing in…" passwordAutocomplete="current-password" rememberMe onSubmit={accounts.signIn} onDone={() => navigate("/account")} />
 */
export const CredentialsForm = <T,>(props: {
  readonly submit: string
  readonly busy: string
  readonly passwordAutocomplete: "current-password" | "new-password"
  readonly rememberMe?: boolean
  readonly onSubmit: (credentials: Credentials) => Promise<ApiResult<T>>
  readonly onDone: (value: T) => void
}) => {
  const [status, setStatus] = useState<Status>({ phase: "idle" })
  const alert = useId()
  const busy = status.phase === "busy"
  const fields = status.phase === "failed" ? status.fields : {}

  const send = async (form: HTMLFormElement) => {
    if (busy) return
    const data = new FormData(form)
    setStatus({ phase: "busy" })
    const result = await props.onSubmit({
      email: String(data.get("email") ?? ""),
      password: String(data.get("password") ?? ""),
      rememberMe: data.get("rememberMe") === "on",
    })
    if (!result.ok) {
      return setStatus({ phase: "failed", message: result.error.message, fields: result.error.fieldErrors })
    }
    setStatus({ phase: "idle" })
    props.onDone(result.value)
  }

  const alertId = status.phase === "failed" ? alert : undefined

  return (
    <form
      className="account-form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        void send(event.currentTarget)
      }}
    >
      {status.phase === "failed" && (
        <p id={alert} className="alert alert-inline" role="alert">
          {status.message}
        </p>
      )}
      <FormField
        label={CREDENTIALS_TEXT.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={fields.email}
        alertId={alertId}
      />
      <FormField
        label={CREDENTIALS_TEXT.password}
        name="password"
        type="password"
        autoComplete={props.passwordAutocomplete}
        required
        error={fields.password}
        alertId={alertId}
      />
      {props.rememberMe && (
        <label className="checkbox">
          <input type="checkbox" name="rememberMe" /> {CREDENTIALS_TEXT.rememberMe}
        </label>
      )}
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {busy ? props.busy : props.submit}
      </button>
      <p className="visually-hidden" role="status">
        {busy ? props.busy : ""}
      </p>
    </form>
  )
}
