import { type ComponentProps, type ReactNode, useId } from "react"

/**
 * A labelled input with its error: the error is an alert tied to the input (`aria-describedby`,
 * `aria-invalid`), so a screen reader hears it when the field is focused. `after` goes right after
 * the input (the address line's suggestions list).
 *
 * @example
 * <Field label="City" name="city" value={city} error={errors.city} onChange={…} />
 */
export const Field = ({
  label,
  error,
  hint,
  after,
  ...input
}: ComponentProps<"input"> & {
  label: string
  error?: string | undefined
  hint?: string
  after?: ReactNode
}) => {
  const id = useId()
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ")
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {after}
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
