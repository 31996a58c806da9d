import { DEMO_FORMS, FormRepository, saveForm } from "@vitrine/core/form"
import { Effect, Option } from "effect"

/**
 * Saves the demo forms (the contact form, the footer newsletter, the Pottery Workshop's monogram form) for
 * a website, each only when no form has its id yet, so a merchant's edits survive a restart; with
 * `always`, saves them whatever is there (a test database shared with other suites). Returns how many
 * it saved. A form id another website already holds is left to it.
 *
 * @example
 * await runtime.runPromise(seedDemoForms("vitrine-demo")) // 3 on a fresh database, then 0
 */
export const seedDemoForms = (websiteId: string, options: { readonly always?: boolean } = {}) =>
  Effect.gen(function* () {
    const forms = yield* FormRepository
    let saved = 0
    for (const form of DEMO_FORMS) {
      const found = yield* forms.findDefinition(form.id)
      if (Option.isSome(found) && !options.always) continue
      const stored = yield* saveForm(websiteId, form).pipe(
        Effect.as(true),
        Effect.catchTag("FormIdTaken", () => Effect.succeed(false)),
      )
      if (stored) saved += 1
    }
    return saved
  })
