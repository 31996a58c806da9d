import { useId, useState } from "react"
import type { Credentials } from "../../api/accounts.tsx"
import type { ApiResult } from "../../api/store-client.ts"

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
  const ids = {
    email: useId(),
    password: useId(),
    emailError: useId(),
    passwordError: useId(),
    alert: useId(),
  }
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

  const described = (field: "email" | "password") =>
    fields[field] ? ids[`${field}Error`] : status.phase === "failed" ? ids.alert : undefined

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
        <p id={ids.alert} className="alert alert-inline" role="alert">
          {status.message}
        </p>
      )}
      <div className="field">
        <label htmlFor={ids.email}>{CREDENTIALS_TEXT.email}</label>
        <input
          id={ids.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={fields.email ? true : undefined}
          aria-describedby={described("email")}
        />
        {fields.email && (
          <p id={ids.emailError} className="field-error">
            {fields.email}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.password}>{CREDENTIALS_TEXT.password}</label>
        <input
          id={ids.password}
          name="password"
          type="password"
          autoComplete={props.passwordAutocomplete}
          required
          aria-invalid={fields.password ? true : undefined}
          aria-describedby={described("password")}
        />
        {fields.password && (
          <p id={ids.passwordError} className="field-error">
            {fields.password}
          </p>
        )}
      </div>
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
