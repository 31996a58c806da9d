import { type ReactNode, useId } from "react"
import { FieldError } from "../site-admin/FieldError.tsx"

/** What a block's field shows: its label, its field path, the server's messages, a hint and its control. */
export interface FieldProps {
  readonly label: string
  readonly field: string
  readonly errors: Readonly<Record<string, string>>
  readonly hint?: string
  readonly control: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode
}

/** A labelled control of a block, with its hint and the server's message for its field path. */
export const Field = ({ label, field, errors, hint, control }: FieldProps) => {
  const id = useId()
  const error = errors[field]
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ")
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control({
        id,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="settings-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
