import { useId } from "react"

/**
 * One labelled input of an account form with its hint and its own error message: the input is
 * marked invalid and described by its error when it has one, by `alertId` (the form's alert)
 * when the form failed for another reason, and always by its hint.
 *
 * @example
 * <FormField label="Password" name="password" type="password" autoComplete="new-password" error={fields.password} />
 */
export const FormField = (props: {
  readonly label: string
  readonly name: string
  readonly type: "email" | "password"
  readonly autoComplete: string
  readonly required?: boolean
  readonly hint?: string
  readonly error?: string | undefined
  readonly alertId?: string | undefined
}) => {
  const ids = { input: useId(), hint: useId(), error: useId() }
  const describedBy = [props.error ? ids.error : props.alertId, props.hint && ids.hint]
    .filter(Boolean)
    .join(" ")
  return (
    <div className="field">
      <label htmlFor={ids.input}>{props.label}</label>
      <input
        id={ids.input}
        name={props.name}
        type={props.type}
        autoComplete={props.autoComplete}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {props.hint && (
        <p id={ids.hint} className="field-hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={ids.error} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  )
}
