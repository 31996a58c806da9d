import {
  type AdditionalFieldsState,
  additionalFieldsSubmitText,
  CART_FORM_ERRORS,
  cartLineAnswers,
  type FieldErrors,
  type FieldValue,
  type FormDefinition,
  type FormValues,
  formStandardSchema,
  LIGHTBOX,
  lightboxTopMargin,
  nextAdditionalFieldsState,
} from "@vitrine/core/form"
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react"
import { FormFieldInput, initialValues } from "./FormFields.tsx"
import { issuesByField, type SchemaIssue } from "./form-errors.ts"

/** Props of {@link AdditionalFieldsLightbox}. */
export interface AdditionalFieldsLightboxProps {
  readonly definition: FormDefinition
  /** The answers already given (a cart line being edited); empty when left out. */
  readonly initial?: FormValues
  /** The submit button's text when not saving, e.g. "Add To Cart" or "Save". */
  readonly saveLabel: string
  /**
   * Saves the answers: the JSON text of core's `cartLineAnswers` (each field's id, title, type,
   * answer as text and value, in the form's order), so a cart line shows them without the form
   * (`additionalFieldsAnswers`) and the server checks the values with the form's Schema. Resolves
   * false when saving failed.
   */
  readonly onSave: (answers: string) => Promise<boolean>
  readonly onClose: () => void
  /** The message shown when saving fails; default "Unable to update form" (ERR-002). */
  readonly failedMessage?: string
}

const FOCUSABLE = "input, select, textarea, button, [href], [tabindex]:not([tabindex='-1'])"

/**
 * A product's custom form in a modal lightbox (FORM-034): page scroll locked while it is open
 * (FORM-036), a 0.3 s fade and rise (UI-010), content taller than the window placed 50 px from the
 * top (UI-011) rather than centred. The form checks its answers with the form's Schema (the same the
 * server uses); field errors show above their titles with "Update the missing or invalid information
 * above" (ERR-004). Saving reads "Saving…" and locks the form (FORM-035), then it is editable again;
 * a failed save says so ("Unable to update form", ERR-002, or the caller's message). Focus moves
 * to its first field on open, Tab stays inside, Escape and the close button close it and focus returns to where
 * it was.
 *
 * @example
 * <AdditionalFieldsLightbox definition={form} saveLabel="Add To Cart" onSave={save} onClose={close} />
 */
export const AdditionalFieldsLightbox = ({
  definition,
  initial,
  saveLabel,
  onSave,
  onClose,
  failedMessage = CART_FORM_ERRORS.updateForm,
}: AdditionalFieldsLightboxProps) => {
  const titleId = useId()
  const [values, setValues] = useState<FormValues>(() => ({
    ...initialValues(definition.fields, {}),
    ...initial,
  }))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [state, setState] = useState<AdditionalFieldsState>("normal")
  const [topMargin, setTopMargin] = useState<number | null>(null)
  const dialog = useRef<HTMLDivElement>(null)
  const schema = useMemo(() => formStandardSchema(definition), [definition])
  const saving = state === "saving"

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null
    const { overflow } = document.body.style
    document.body.style.overflow = "hidden"
    // The first field, so a keyboard user starts typing at once; the close button is one Shift+Tab away.
    ;(dialog.current?.querySelector<HTMLElement>(`form :is(${FOCUSABLE})`) ?? dialog.current)?.focus()
    return () => {
      document.body.style.overflow = overflow
      before?.focus?.()
    }
  }, [])

  useEffect(() => {
    const element = dialog.current
    if (element === null) return
    const measure = () =>
      setTopMargin(
        lightboxTopMargin({ contentHeight: element.scrollHeight, windowHeight: window.innerHeight }),
      )
    measure()
    window.addEventListener("resize", measure)
    return () => window.removeEventListener("resize", measure)
  }, [])

  const set = useCallback(
    (id: string) => (value: FieldValue) => setValues((current) => ({ ...current, [id]: value })),
    [],
  )

  const save = async () => {
    const checked = schema["~standard"].validate(values) as {
      readonly issues?: ReadonlyArray<SchemaIssue>
      readonly value?: FormValues
    }
    if (checked.issues !== undefined && checked.issues.length > 0) {
      setErrors(issuesByField(checked.issues))
      setMessage(CART_FORM_ERRORS.fixAbove)
      return
    }
    setErrors({})
    setMessage(null)
    setState((current) => nextAdditionalFieldsState(current, "save"))
    const answers = cartLineAnswers(definition, checked.value ?? values)
    const saved = await onSave(JSON.stringify(answers)).catch(() => false)
    setState((current) => nextAdditionalFieldsState(current, saved ? "saved" : "failed"))
    if (!saved) setMessage(failedMessage)
  }

  const keyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && !saving) {
      event.stopPropagation()
      onClose()
    }
    if (event.key !== "Tab" || dialog.current === null) return
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !element.hasAttribute("disabled"),
    )
    const first = focusable[0]
    const last = focusable.at(-1)
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    <div
      className="vitrine-lightbox"
      style={{
        position: "fixed",
        inset: 0,
        overflowY: "auto",
        display: "flex",
        alignItems: topMargin === null ? "center" : "flex-start",
        justifyContent: "center",
        animation: `vitrine-lightbox-in ${LIGHTBOX.animationMs}ms ease-out`,
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="vitrine-lightbox-content"
        data-state={state}
        style={{ marginTop: topMargin ?? undefined }}
        onKeyDown={keyDown}
      >
        <div className="vitrine-lightbox-head">
          <h2 id={titleId}>{definition.name}</h2>
          <button
            type="button"
            className="vitrine-lightbox-close"
            aria-label="Close"
            disabled={saving}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <form
          noValidate
          aria-busy={saving || undefined}
          onSubmit={(event) => {
            event.preventDefault()
            if (!saving) void save()
          }}
        >
          {definition.fields.map((field) => (
            <FormFieldInput
              key={field.id}
              field={field}
              value={values[field.id]}
              error={errors[field.id]}
              disabled={saving}
              onChange={set(field.id)}
            />
          ))}
          {message === null ? null : (
            <p role="alert" className="vitrine-form-message">
              {message}
            </p>
          )}
          <button type="submit" className="vitrine-form-submit" aria-disabled={saving || undefined}>
            {additionalFieldsSubmitText(state, saveLabel)}
          </button>
        </form>
      </div>
    </div>
  )
}
