import { captchaChallengePath, type FormClient } from "@vitrine/adapter-http/client"
import { HONEYPOT } from "@vitrine/core/botcheck"
import {
  botCheckActionFor,
  captchaBeforeSubmit,
  type FieldValue,
  type FormDefinition,
  type FormValues,
  IDLE,
  needsCaptcha,
  SUBMIT_MESSAGES,
  type SubmitFailure,
  type SubmitState,
  startSubmit,
  submitFailed,
  submitSucceeded,
  submitView,
} from "@vitrine/core/form"
import { useCallback, useEffect, useRef, useState } from "react"
import { withClass } from "../class-name.ts"
import { scrollToElement } from "../dom/scroll-to-element.ts"
import { Captcha, type CaptchaHandle } from "./Captcha.tsx"
import { FormFieldInput, initialValues } from "./FormFields.tsx"
import { issuesByField } from "./form-errors.ts"
import { type FormTexts, fieldErrorsIn, formTextIn } from "./form-texts.ts"

/** Props of {@link FormBlock}. */
export interface FormBlockProps {
  readonly definition: FormDefinition
  /** The form calls (`createFormClient()` of `@vitrine/adapter-http/client`, or a fake). */
  readonly client: Pick<FormClient, "formSubmissionKey" | "submitForm">
  /** The submit button's text; `texts.submit` ("Submit") when left out ("Sign Up" for a newsletter reads better). */
  readonly submitLabel?: string
  /**
   * The form's texts in the page's language (a dictionary of `@vitrine/core/site` fits, see
   * `FormTexts`): its button, field messages, submit states and default success text; the spec's
   * English when left out. The merchant's own texts (field titles, submission text) are shown as written.
   */
  readonly texts?: FormTexts | undefined
  /** The page the form is on, sent with the submission (FORMSUBMIT-002). */
  readonly page?: { readonly pageId?: string; readonly pagePath?: string; readonly pageTitle?: string }
  /** The page's URL query, for hidden fields (FORM-011); default the browser's. */
  readonly query?: Readonly<Record<string, string>>
  /** False turns validation off for this form's submissions (FORM-025): only the shapes are checked. */
  readonly validate?: boolean
  /** Called once a newsletter form's submission succeeded, to record the subscribe event (FORMSUBMIT-007). */
  readonly onNewsletterSubscribe?: () => void
  /** Goes to a success URL (FORMSUBMIT-005); default `location.assign`. */
  readonly onRedirect?: (url: string) => void
  readonly className?: string
}

const browserQuery = (): Record<string, string> =>
  typeof location === "undefined" ? {} : Object.fromEntries(new URLSearchParams(location.search))

// A refusal from the server as the state machine reads it: field errors on 400, else the message as `error`.
const responseFailure = (error: {
  readonly status: number
  readonly message: string
  readonly fieldErrors: Readonly<Record<string, string>>
}): SubmitFailure =>
  error.status === 0
    ? { _tag: "Network" }
    : {
        _tag: "Response",
        status: error.status,
        body: {
          error: error.message,
          ...(Object.keys(error.fieldErrors).length > 0 ? { errors: error.fieldErrors } : {}),
        },
      }

const OFF_SCREEN = {
  position: "absolute",
  left: "-10000px",
  width: 1,
  height: 1,
  overflow: "hidden",
} as const

// The check of the values (the form's Schema) is a chunk of its own (form-check.ts): asked for when
// the visitor first focuses the form, long before a submit, and awaited by the submit.
let formCheck: Promise<typeof import("./form-check.ts")> | undefined
const loadFormCheck = () => {
  formCheck ??= import("./form-check.ts").catch((error: unknown) => {
    formCheck = undefined
    throw error
  })
  return formCheck
}

/**
 * A website form (or the newsletter form) rendered from its definition, every field type accessible
 * (`FormFieldInput`), checked in the browser with the same Schema the server decodes with (core's
 * `formStandardSchema`, a Standard Schema, loaded when the form is first focused), then sent: a
 * submission key first, then the values, the captcha token and the page. The states are core's (`submitView`): locked with "Submitting…" while
 * sending (FORMSUBMIT-003), unlocked after (FORMSUBMIT-004); on failure the field errors above their
 * titles, the message, the captcha reset and, around a form that is not a newsletter, the problem
 * lines above and below (FORMSUBMIT-008, FORMSUBMIT-009, FORMSUBMIT-020, FORMSUBMIT-021); on success
 * a redirect, or the form hidden and the submission text shown in its place and focused
 * (FORMSUBMIT-005, FORMSUBMIT-006). The submission text and post-submit HTML are the merchant's
 * markup, shown as HTML where the form was (a `<script>` in them is not run). A honeypot input
 * (`homepage`) sits off screen, out of the tab order and hidden from assistive technology.
 *
 * @example
 * <FormBlock definition={form} client={createFormClient()} page={{ pagePath: "/contact" }} />
 */
export const FormBlock = ({
  definition,
  client,
  submitLabel,
  texts,
  page = {},
  query,
  validate = true,
  onNewsletterSubscribe,
  onRedirect,
  className,
}: FormBlockProps) => {
  const [values, setValues] = useState<FormValues>(() =>
    initialValues(definition.fields, query ?? browserQuery()),
  )
  const [state, setState] = useState<SubmitState>(IDLE)
  const [focused, setFocused] = useState(false)
  const [token, setToken] = useState<string | null>(null)
  const [honeypot, setHoneypot] = useState("")
  const captcha = useRef<CaptchaHandle | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const done = useRef<HTMLDivElement>(null)
  const checking = useRef(false)
  const view = submitView(state, definition.kind)
  const text = (message: string | null) => (message === null ? null : formTextIn(message, texts))
  const fieldErrors = fieldErrorsIn(view.fieldErrors, texts)
  const action = botCheckActionFor(definition.kind)
  const withCaptcha = needsCaptcha(definition) && action !== null

  useEffect(() => {
    if (view.resetCaptcha) {
      captcha.current?.reset()
      setToken(null)
    }
  }, [view.resetCaptcha])

  useEffect(() => {
    if (view.redirectTo !== null) (onRedirect ?? ((url: string) => location.assign(url)))(view.redirectTo)
    if (view.recordNewsletterSubscribe) onNewsletterSubscribe?.()
    if (view.scrollToForm) {
      // Focus first (without the browser's own jump), then the short scroll that leaves the answer
      // 30 px below the top (UTIL-010), clear of a sticky header.
      done.current?.focus({ preventScroll: true })
      if (root.current) void scrollToElement(root.current)
    }
  }, [view.redirectTo, view.recordNewsletterSubscribe, view.scrollToForm, onRedirect, onNewsletterSubscribe])

  const set = useCallback(
    (id: string) => (value: FieldValue) => setValues((current) => ({ ...current, [id]: value })),
    [],
  )

  const send = async () => {
    // A second submit while the check's chunk is still on its way is the same submit.
    if (checking.current) return
    checking.current = true
    const check = await loadFormCheck().catch(() => undefined)
    checking.current = false
    if (check === undefined) return setState(submitFailed({ _tag: "Network" }))
    const issues = check.formIssues(definition, validate, values)
    if (issues.length > 0) {
      return setState(submitFailed({ _tag: "FieldsInvalid", errors: issuesByField(issues) }))
    }
    const withoutCaptcha = captchaBeforeSubmit(definition, token)
    if (withoutCaptcha !== null) return setState(submitFailed(withoutCaptcha))
    setState(startSubmit)
    const key = await client.formSubmissionKey()
    if (!key.ok) {
      return setState(submitFailed(key.error.status === 0 ? { _tag: "Network" } : { _tag: "NoKey" }))
    }
    const sent = await client.submitForm({
      key: key.value.data.key,
      formId: definition.id,
      form: JSON.stringify(values),
      captchaKey: withCaptcha ? token : null,
      ...page,
      [HONEYPOT.name]: honeypot,
    })
    setState(sent.ok ? submitSucceeded(definition, sent.value) : submitFailed(responseFailure(sent.error)))
  }

  if (view.hideForm) {
    return (
      <div ref={root} className={withClass("vitrine-form", className)} data-state="succeeded">
        <div ref={done} tabIndex={-1} role="status" className="vitrine-form-submitted">
          {/* The merchant left both empty: our thanks, so the visitor knows the form went. */}
          {`${view.submissionHtml ?? ""}${view.postSubmitHtml ?? ""}`.trim() === "" ? (
            <p>{text(SUBMIT_MESSAGES.sent)}</p>
          ) : (
            <div
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the merchant's own submission text and post-submit HTML (FORMSUBMIT-006), shown where the merchant put them.
              dangerouslySetInnerHTML={{ __html: `${view.submissionHtml ?? ""}${view.postSubmitHtml ?? ""}` }}
            />
          )}
          {view.notice === null ? null : <p className="vitrine-form-check-inbox">{text(view.notice)}</p>}
        </div>
      </div>
    )
  }

  const locked = view.locked
  return (
    <div ref={root} className={withClass("vitrine-form", className)} data-state={state._tag.toLowerCase()}>
      {/* An alert is inserted with its text, so it is announced, and leaves no empty alert behind. */}
      {view.problemAbove === null && view.message === null ? null : (
        <div role="alert" className="vitrine-form-alerts">
          {view.problemAbove === null ? null : (
            <p className="vitrine-form-problem">{text(view.problemAbove)}</p>
          )}
          {view.message === null ? null : <p className="vitrine-form-message">{text(view.message)}</p>}
        </div>
      )}
      <form
        noValidate
        aria-label={definition.name}
        aria-busy={locked || undefined}
        onFocus={() => {
          setFocused(true)
          loadFormCheck().catch(() => undefined)
        }}
        onSubmit={(event) => {
          event.preventDefault()
          if (!locked) void send()
        }}
      >
        {definition.fields.map((field) => (
          <FormFieldInput
            key={field.id}
            field={field}
            value={values[field.id]}
            error={fieldErrors[field.id]}
            disabled={locked}
            onChange={set(field.id)}
            texts={texts}
          />
        ))}
        <div style={OFF_SCREEN} aria-hidden="true">
          <label>
            Homepage
            <input
              type="text"
              name={HONEYPOT.name}
              value={honeypot}
              tabIndex={HONEYPOT.attributes.tabIndex}
              autoComplete={HONEYPOT.attributes.autoComplete}
              onChange={(event) => setHoneypot(event.target.value)}
            />
          </label>
        </div>
        {withCaptcha ? (
          <Captcha
            challengeUrl={captchaChallengePath(action)}
            visible={focused}
            theme={definition.captchaTheme}
            alignment={definition.captchaAlignment}
            onToken={setToken}
            handle={captcha}
          />
        ) : null}
        {definition.parsedDisclaimerMessage === "" ? null : (
          <div
            className="vitrine-form-disclaimer"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the merchant's own disclaimer markup.
            dangerouslySetInnerHTML={{ __html: definition.parsedDisclaimerMessage }}
          />
        )}
        <button type="submit" className="vitrine-form-submit" aria-disabled={locked || undefined}>
          {text(view.submitText) ?? submitLabel ?? texts?.submit ?? "Submit"}
        </button>
      </form>
      {view.problemBelow === null ? null : (
        <p role="alert" className="vitrine-form-problem">
          {text(view.problemBelow)}
        </p>
      )}
    </div>
  )
}
