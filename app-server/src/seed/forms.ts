import { DEMO_FORMS, FormRepository, saveForm } from "@vitrine/core/form"
import { Effect, Option } from "effect"
import { DEMO_WEBSITE_ID } from "./website.ts"

/**
 * Saves the demo forms (the contact form, the footer newsletter, the Pottery Workshop's monogram form) for
 * a website, each only when no form has its id yet, so a merchant's edits survive a restart. Returns
 * how many it saved. A form id another website already holds is left to it.
 *
 * With `always` (a test database shared by the servers of many websites), saves them whatever is
 * there, and for the demo website whichever website the server is for: form ids are global, so
 * otherwise the first server to start on a fresh database — often one of a suite's own websites,
 * started in parallel — would keep the demo forms from the demo website's suites for the whole run.
 *
 * @example
 * await runtime.runPromise(seedDemoForms("vitrine-demo")) // 3 on a fresh database, then 0
 */
export const seedDemoForms = (websiteId: string, options: { readonly always?: boolean } = {}) =>
  Effect.gen(function* () {
    const forms = yield* FormRepository
    const owner = options.always ? DEMO_WEBSITE_ID : websiteId
    let saved = 0
    for (const form of DEMO_FORMS) {
      const found = yield* forms.findDefinition(form.id)
      if (Option.isSome(found) && !options.always) continue
      const stored = yield* saveForm(owner, form).pipe(
        Effect.as(true),
        Effect.catchTag("FormIdTaken", () => Effect.succeed(false)),
      )
      if (stored) saved += 1
    }
    return saved
  })
