import {
  editorProperties,
  type FormField,
  fieldTypeTitle,
  HIDDEN_VALUE_PLACEHOLDER,
} from "@vitrine/core/form"
import { useId } from "react"

type Problems = Readonly<Record<string, string>>

const PROPERTY_LABELS: Readonly<Record<string, string>> = {
  description: "Description",
  required: "Required",
  showCountryCode: "Show the country code",
  underline: "Underline",
  options: "Options, one per line",
  key: "Query parameter",
  value: "Value",
  maxLength: "Most characters",
}

const CHECKBOXES = new Set(["required", "showCountryCode", "underline"])

/**
 * One field of the form editor: its title and id, and the properties its type has in the editor
 * (FORM-015 to FORM-020, `editorProperties`, textarea's limit shown), each a labelled input with its
 * problem beneath; a hidden field's value is masked (FORM-021). Move up, Move down and Remove name
 * the field for screen readers.
 *
 * @example
 * <FieldEditor field={field} index={0} count={3} problems={{}} onChange={set} onMove={move} onRemove={remove} />
 */
export const FieldEditor = (props: {
  readonly field: FormField
  readonly index: number
  readonly count: number
  readonly problems: Problems
  readonly onChange: (field: FormField) => void
  readonly onMove: (by: -1 | 1) => void
  readonly onRemove: () => void
}) => {
  const uid = useId()
  const { field, problems } = props
  const record = field as unknown as Readonly<Record<string, unknown>>
  const set = (name: string, value: unknown) => {
    // The textarea's limit is a number, or absent when the input is empty.
    const typed = name === "maxLength" ? (value === "" ? undefined : Number(value)) : value
    const next: Record<string, unknown> = { ...record, [name]: typed }
    if (typed === undefined) delete next[name]
    props.onChange(next as unknown as FormField)
  }
  const input = (name: string, children: (id: string, described: string | undefined) => React.ReactNode) => {
    const id = `${uid}-${name}`
    const problem = problems[name]
    return (
      <div className="form-editor-property" key={name}>
        {children(id, problem === undefined ? undefined : `${id}-problem`)}
        {problem !== undefined && (
          <p className="field-error" id={`${id}-problem`}>
            {problem}
          </p>
        )}
      </div>
    )
  }
  const text = (
    name: string,
    label: string,
    value: string,
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) =>
    input(name, (id, described) => (
      <>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={value}
          aria-invalid={described !== undefined || undefined}
          aria-describedby={described}
          onChange={(event) => set(name, event.target.value)}
          {...extra}
        />
      </>
    ))
  const property = (name: string) => {
    const label = PROPERTY_LABELS[name] ?? name
    if (CHECKBOXES.has(name))
      return input(name, (id) => (
        <label htmlFor={id} className="checkbox">
          <input
            id={id}
            type="checkbox"
            checked={record[name] === true}
            onChange={(event) => set(name, event.target.checked)}
          />{" "}
          {label}
        </label>
      ))
    if (name === "options")
      return input(name, (id, described) => (
        <>
          <label htmlFor={id}>{field.type === "likert" ? "Questions, one per line" : label}</label>
          <textarea
            id={id}
            rows={3}
            value={((record.options as readonly string[]) ?? []).join("\n")}
            aria-describedby={described}
            onChange={(event) => set(name, event.target.value.split("\n"))}
          />
        </>
      ))
    if (name === "value")
      return text(name, label, String(record.value ?? ""), {
        type: "password",
        placeholder: HIDDEN_VALUE_PLACEHOLDER,
        autoComplete: "off",
      })
    if (name === "maxLength")
      return text(name, label, String(record.maxLength ?? ""), {
        type: "number",
        min: 1,
        inputMode: "numeric",
      })
    return text(name, label, String(record[name] ?? ""))
  }
  const properties = editorProperties(field.type, { textareaMaxLength: true })
  return (
    <fieldset className="form-editor-field">
      <legend>
        {field.title || fieldTypeTitle(field.type)}{" "}
        <span className="hint">({fieldTypeTitle(field.type)})</span>
      </legend>
      {text("title", "Title", field.title)}
      {text("id", "Field id", field.id)}
      {properties.map(property)}
      <div className="form-editor-field-actions">
        <button
          type="button"
          className="button-link"
          disabled={props.index === 0}
          onClick={() => props.onMove(-1)}
        >
          Move up<span className="visually-hidden"> {field.title}</span>
        </button>
        <button
          type="button"
          className="button-link"
          disabled={props.index === props.count - 1}
          onClick={() => props.onMove(1)}
        >
          Move down<span className="visually-hidden"> {field.title}</span>
        </button>
        <button type="button" className="button-link" onClick={props.onRemove}>
          Remove<span className="visually-hidden"> {field.title}</span>
        </button>
      </div>
    </fieldset>
  )
}
