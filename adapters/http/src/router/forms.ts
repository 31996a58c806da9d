import { BotCheck } from "@vitrine/core/botcheck"
import {
  cursorFromText,
  cursorText,
  exportSubmissions,
  formSubmissions,
  issueSubmissionKey,
  saveForm,
  submitForm,
  submitInput,
  validateForm,
  websiteForm,
  websiteForms,
} from "@vitrine/core/form"
import { Effect, Option, Stream } from "effect"
import type { Request } from "express"
import {
  CaptchaChallenge,
  ExportSubmissions,
  FormSubmissionKey,
  GetFormSchema,
  ListForms,
  ListSubmissions,
  SaveFormDefinition,
  SaveFormSubmission,
  ValidateForm,
} from "../contract/forms.ts"
import { CRUMB } from "../contract/wire.ts"
import type { BotCheckLayer } from "./bot-check.ts"
import type { RouterContext } from "./context.ts"
import { requestCookies } from "./cookie-jar.ts"
import { ok } from "./reply.ts"
import { defineRoute, type Reply, type RouteTable } from "./route.ts"
import { RATE_LIMITED_REPLY, type SubmissionLimits, submissionLimiter } from "./submission-limits.ts"

/** What the form routes need beyond the router's context. */
export interface FormRoutesOptions {
  readonly botCheck: BotCheckLayer
  readonly limits: SubmissionLimits
}

// The visitor's session is the crumb cookie: a visitor route has checked it is there and echoed.
const sessionOf = (req: Request): string => requestCookies(req).get(CRUMB.cookie) ?? ""

const DEFAULT_PAGE_SIZE = 50

// A download's file name: the form id with anything but letters, digits, "_" and "-" replaced.
const csvFileName = (formId: string): string => `${formId.replace(/[^A-Za-z0-9_-]/g, "-")}-submissions.csv`

/**
 * The form routes: the form block's schema (API-006), validation (API-007), the submission key
 * (API-008) and the submission (API-009) for visitors, the captcha challenge, and the merchant's
 * forms, submissions and CSV export. A submission passes the per-form and per-address limits
 * (429, FORMSUBMIT-012), then `submitForm`: honeypot, the form's Schema, the key spent once for this
 * session, the captcha token verified on the server for the form's action and this host, once. A
 * filled honeypot answers as a success and stores nothing.
 *
 * Access: reading a form and its challenge is public; validating, taking a key and submitting are the
 * visitor's (crumb); listing forms, submissions and the export ask `submissions.read`, saving a form
 * `forms.manage` (core's ROLE_PERMISSIONS).
 *
 * @example
 * const routes = formRoutes(context, { botCheck: noBotCheck, limits: DEFAULT_SUBMISSION_LIMITS })
 */
export const formRoutes = (context: RouterContext, options: FormRoutesOptions): RouteTable => {
  const limiter = submissionLimiter(options.limits)
  const { websiteId } = context
  return [
    defineRoute(
      { method: "GET", path: GetFormSchema.path, access: "public", query: GetFormSchema.query },
      ({ query }) =>
        Effect.map(websiteForm(websiteId, query.type), (form) => ok(GetFormSchema.response, { form })),
    ),

    defineRoute(
      {
        method: "POST",
        path: ValidateForm.path,
        access: "visitor",
        params: ValidateForm.params,
        body: ValidateForm.body,
      },
      ({ params, body }) =>
        Effect.as(validateForm(websiteId, params.formId, body), ok(ValidateForm.response, { valid: true })),
    ),

    defineRoute({ method: "POST", path: FormSubmissionKey.path, access: "visitor" }, (_, req) =>
      Effect.map(issueSubmissionKey(sessionOf(req)), (key) =>
        ok(FormSubmissionKey.response, { data: { key } }),
      ),
    ),

    defineRoute(
      { method: "POST", path: SaveFormSubmission.path, access: "visitor", body: SaveFormSubmission.body },
      ({ body }, req) => {
        if (!limiter.take(body.formId, req.ip ?? "", Date.now())) return RATE_LIMITED_REPLY
        const input = submitInput(body, { websiteId, sessionId: sessionOf(req), host: req.hostname })
        const success = ok(SaveFormSubmission.response, { success: true })
        return submitForm(input).pipe(
          Effect.map((submitted) =>
            submitted.checkInbox
              ? ok(SaveFormSubmission.response, { success: true, checkInbox: true })
              : success,
          ),
          // A filled honeypot: the script is told it worked, and learns nothing.
          Effect.catchTag("SubmissionDiscarded", () => Effect.succeed(success)),
          Effect.provide(options.botCheck),
        )
      },
    ),

    defineRoute(
      { method: "GET", path: CaptchaChallenge.path, access: "public", query: CaptchaChallenge.query },
      ({ query }, req) =>
        BotCheck.use((check) => check.challenge({ action: query.action, host: req.hostname })).pipe(
          Effect.map(
            Option.match({
              onNone: (): Reply => ({
                status: 404,
                body: { message: "This store's captcha makes no challenges." },
              }),
              onSome: (challenge) => ok(CaptchaChallenge.response, challenge),
            }),
          ),
          Effect.provide(options.botCheck),
        ),
    ),

    defineRoute({ method: "GET", path: ListForms.path, access: { permission: "submissions.read" } }, () =>
      Effect.map(websiteForms(websiteId), (forms) => ok(ListForms.response, { forms })),
    ),

    defineRoute(
      {
        method: "PUT",
        path: SaveFormDefinition.path,
        access: { permission: "forms.manage" },
        params: SaveFormDefinition.params,
        body: SaveFormDefinition.body,
      },
      ({ params, body }) =>
        body.id !== params.formId
          ? { status: 400, body: { message: FORM_ID_MISMATCH, errors: { id: FORM_ID_MISMATCH } } }
          : Effect.map(saveForm(websiteId, body), (form) => ok(SaveFormDefinition.response, { form })),
    ),

    defineRoute(
      {
        method: "GET",
        path: ListSubmissions.path,
        access: { permission: "submissions.read" },
        params: ListSubmissions.params,
        query: ListSubmissions.query,
      },
      ({ params, query }) =>
        Effect.map(
          formSubmissions(websiteId, params.formId, {
            search: query.search ?? "",
            after: cursorFromText(query.after ?? ""),
            limit: query.limit ?? DEFAULT_PAGE_SIZE,
          }),
          (page) =>
            ok(ListSubmissions.response, {
              form: page.definition,
              submissions: page.submissions,
              next: page.next === null ? null : cursorText(page.next),
            }),
        ),
    ),

    defineRoute(
      {
        method: "GET",
        path: ExportSubmissions.path,
        access: { permission: "submissions.read" },
        params: ExportSubmissions.params,
        query: ExportSubmissions.query,
      },
      ({ params, query }) =>
        exportSubmissions(websiteId, params.formId, query.search ?? "").pipe(
          Effect.flatMap((csv) => Stream.toAsyncIterableEffect(csv)),
          Effect.map(
            (chunks): Reply => ({
              status: 200,
              type: "csv",
              body: chunks,
              headers: { "Content-Disposition": `attachment; filename="${csvFileName(params.formId)}"` },
            }),
          ),
        ),
    ),
  ]
}

/** The message of a saved definition whose id is not the one in the path. */
export const FORM_ID_MISMATCH = "The form's id must be the one in the address."
