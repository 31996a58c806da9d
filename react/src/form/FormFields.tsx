import {
  emptyValue,
  type FieldValue,
  type FormField,
  type FormValues,
  hiddenValue,
  isValueField,
  LIKERT_ANSWERS,
  type MultiPartType,
  textareaCounter,
  type ValueField,
} from "@vitrine/core/form"
import { translate } from "@vitrine/core/site"
import { type ReactNode, useId } from "react"
import { LIKERT_KEYS, PART_LABEL_KEYS, partLabel } from "./field-texts.ts"
import type { FormTexts } from "./form-texts.ts"

const INPUT_TYPES: Partial<Record<FormField["type"], string>> = {
  email: "email",
  website: "url",
  password: "password",
  number: "number",
  currency: "text",
}

const AUTOCOMPLETE: Partial<Record<FormField["type"], readonly string[]>> = {
  email: ["email"],
  name: ["given-name", "family-name"],
  address: [
    "address-line1",
    "address-line2",
    "address-level2",
    "address-level1",
    "postal-code",
    "country-name",
  ],
  phone: ["tel-country-code", "tel-area-code", "tel-local-prefix", "tel-local-suffix"],
}

/** What each field needs: its value, how to change it, its error and whether the form is locked. */
interface FieldProps<F extends ValueField = ValueField> {
  readonly field: F
  readonly value: FieldValue
  readonly error: string | undefined
  readonly disabled: boolean
  readonly onChange: (value: FieldValue) => void
  /** The form's texts in the page's language (parts' labels, likert answers, the select's prompt). */
  readonly texts: FormTexts | undefined
}

const parts = (value: FieldValue, count: number): string[] =>
  Array.from({ length: count }, (_, index) => (Array.isArray(value) ? (value[index] ?? "") : ""))

const FieldError = ({ id, error }: { readonly id: string; readonly error: string | undefined }) =>
  error === undefined ? null : (
    <p className="vitrine-form-error" id={id}>
      {error}
    </p>
  )

const Description = ({ id, text }: { readonly id: string; readonly text: string }) =>
  text === "" ? null : (
    <p className="vitrine-form-description" id={id}>
      {text}
    </p>
  )

// A field's frame: the error first, above the title (FORM-033), then the title as a label, or as a
// legend of a fieldset for the fields made of several inputs, then the description and the inputs.
const Frame = ({
  field,
  error,
  group,
  inputId,
  children,
}: {
  readonly field: ValueField
  readonly error: string | undefined
  readonly group: boolean
  readonly inputId: string
  readonly children: (describedBy: string | undefined) => ReactNode
}) => {
  const errorId = `${inputId}-error`
  const descriptionId = `${inputId}-description`
  const description = "description" in field ? field.description : ""
  const required = "required" in field && field.required
  const describedBy =
    [error === undefined ? "" : errorId, description === "" ? "" : descriptionId].filter(Boolean).join(" ") ||
    undefined
  const title = (
    <>
      {field.title}
      {required ? <span aria-hidden="true"> *</span> : null}
    </>
  )
  const className = `vitrine-form-field vitrine-form-field-${field.type}`
  if (group) {
    return (
      <fieldset
        className={className}
        data-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy}
      >
        <FieldError id={errorId} error={error} />
        <legend>{title}</legend>
        <Description id={descriptionId} text={description} />
        {children(undefined)}
      </fieldset>
    )
  }
  return (
    <div className={className} data-invalid={error === undefined ? undefined : true}>
      <FieldError id={errorId} error={error} />
      <label htmlFor={inputId}>{title}</label>
      <Description id={descriptionId} text={description} />
      {children(describedBy)}
    </div>
  )
}

const PartInputs = ({ field, value, error, disabled, onChange, texts }: FieldProps) => {
  const id = useId()
  const type = field.type as MultiPartType
  const labels = PART_LABEL_KEYS[type]
  const shown = field.type === "phone" && !field.showCountryCode ? [1, 2, 3] : labels.map((_, index) => index)
  const current = parts(value, labels.length)
  const set = (index: number, text: string) =>
    onChange(current.map((part, at) => (at === index ? text : part)))
  return (
    <Frame field={field} error={error} group inputId={id}>
      {() => (
        <div className="vitrine-form-parts">
          {shown.map((index) =>
            field.type === "time" && index === 3 ? (
              <label key={index} className="vitrine-form-part">
                <span>{partLabel(type, index, texts)}</span>
                <select
                  value={current[index]}
                  disabled={disabled}
                  aria-invalid={error === undefined ? undefined : true}
                  onChange={(event) => set(index, event.target.value)}
                >
                  <option value="">—</option>
                  <option value="AM">AM</option>
                  <option value="PM">PM</option>
                </select>
              </label>
            ) : (
              <label key={index} className="vitrine-form-part">
                <span>{partLabel(type, index, texts)}</span>
                <input
                  type="text"
                  value={current[index]}
                  disabled={disabled}
                  autoComplete={AUTOCOMPLETE[field.type]?.[index]}
                  inputMode={field.type === "address" || field.type === "name" ? undefined : "numeric"}
                  aria-invalid={error === undefined ? undefined : true}
                  onChange={(event) => set(index, event.target.value)}
                />
              </label>
            ),
          )}
        </div>
      )}
    </Frame>
  )
}

const ChoiceInputs = ({ field, value, error, disabled, onChange }: FieldProps) => {
  const id = useId()
  if (field.type !== "radio" && field.type !== "checkbox") return null
  const checked = Array.isArray(value)
    ? (value as readonly string[])
    : typeof value === "string"
      ? [value]
      : []
  const toggle = (option: string, on: boolean) =>
    field.type === "radio"
      ? onChange(option)
      : onChange(on ? [...checked, option] : checked.filter((one) => one !== option))
  return (
    <Frame field={field} error={error} group inputId={id}>
      {() =>
        field.options.map((option) => (
          <label key={option} className="vitrine-form-option">
            <input
              type={field.type}
              name={`${id}-${field.id}`}
              value={option}
              checked={checked.includes(option)}
              disabled={disabled}
              aria-invalid={error === undefined ? undefined : true}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            {option}
          </label>
        ))
      }
    </Frame>
  )
}

const LikertInputs = ({ field, value, error, disabled, onChange, texts }: FieldProps) => {
  const id = useId()
  if (field.type !== "likert") return null
  const answers = typeof value === "object" && !Array.isArray(value) ? (value as Record<string, string>) : {}
  return (
    <Frame field={field} error={error} group inputId={id}>
      {() =>
        field.options.map((question, row) => (
          <fieldset key={question} className="vitrine-form-likert-question">
            <legend>{question}</legend>
            {Object.entries(LIKERT_ANSWERS)
              .sort(([a], [b]) => Number(a) - Number(b))
              .map(([answer]) => (
                <label key={answer} className="vitrine-form-option">
                  <input
                    type="radio"
                    name={`${id}-${row}`}
                    value={answer}
                    checked={answers[question] === answer}
                    disabled={disabled}
                    onChange={() => onChange({ ...answers, [question]: answer })}
                  />
                  {translate(texts, LIKERT_KEYS[answer as keyof typeof LIKERT_KEYS])}
                </label>
              ))}
          </fieldset>
        ))
      }
    </Frame>
  )
}

const SingleInput = ({ field, value, error, disabled, onChange, texts }: FieldProps) => {
  const id = useId()
  const text = typeof value === "string" ? value : ""
  const invalid = error === undefined ? undefined : true
  const counter = field.type === "textarea" ? textareaCounter(text, field) : undefined
  return (
    <Frame field={field} error={error} group={false} inputId={id}>
      {(describedBy) =>
        field.type === "textarea" ? (
          <>
            <textarea
              id={id}
              value={text}
              disabled={disabled}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(event) => onChange(event.target.value)}
            />
            {counter === undefined ? null : (
              <p className="vitrine-form-counter" data-over={counter.over || undefined} aria-live="polite">
                {counter.text}
              </p>
            )}
          </>
        ) : field.type === "select" ? (
          <select
            id={id}
            value={text}
            disabled={disabled}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">{translate(texts, "formSelectOption")}</option>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            type={INPUT_TYPES[field.type] ?? "text"}
            value={text}
            disabled={disabled}
            autoComplete={AUTOCOMPLETE[field.type]?.[0]}
            inputMode={field.type === "currency" ? "decimal" : undefined}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Frame>
  )
}

const GROUPED: readonly FormField["type"][] = ["name", "address", "date", "time", "phone"]

/**
 * One field of a form, by its type: a section as a heading; a hidden field as nothing (its value is
 * in the form's values); name, address, date, time and phone as a fieldset of labelled parts;
 * radio, checkbox and likert as fieldsets of choices; the rest as one labelled input (a textarea
 * with its "n / max" counter, FORM-030). The error comes first, above the title (FORM-033), and the
 * inputs point at it (`aria-describedby`, `aria-invalid`).
 *
 * @example
 * <FormFieldInput field={field} value={values[field.id]} error={errors[field.id]} disabled={false} onChange={set} />
 */
export const FormFieldInput = ({
  field,
  value,
  error,
  disabled,
  onChange,
  texts,
}: {
  readonly field: FormField
  readonly value: FieldValue | undefined
  readonly error: string | undefined
  readonly disabled: boolean
  readonly onChange: (value: FieldValue) => void
  /** The form's texts in the page's language; English when left out. */
  readonly texts?: FormTexts | undefined
}) => {
  if (!isValueField(field)) {
    return (
      <h3 className="vitrine-form-section" data-underline={field.underline || undefined}>
        {field.title}
      </h3>
    )
  }
  if (field.type === "hidden") return null
  const props: FieldProps = { field, value: value ?? "", error, disabled, onChange, texts }
  if (GROUPED.includes(field.type)) return <PartInputs {...props} />
  if (field.type === "radio" || field.type === "checkbox") return <ChoiceInputs {...props} />
  if (field.type === "likert") return <LikertInputs {...props} />
  return <SingleInput {...props} />
}

/**
 * A form's starting values: every value field empty, a hidden field from the page's query or its
 * default (FORM-011). `query` is the page's URL parameters.
 *
 * @example
 * initialValues(CONTACT_FORM, { utm_source: "mail" }).source // "mail"
 */
export const initialValues = (
  fields: readonly FormField[],
  query: Readonly<Record<string, string>>,
): FormValues =>
  Object.fromEntries(
    fields
      .filter(isValueField)
      .map((field) => [field.id, field.type === "hidden" ? hiddenValue(field, query) : emptyValue(field)]),
  )
