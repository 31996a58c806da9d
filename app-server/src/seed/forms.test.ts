import { CONTACT_FORM, DEMO_FORMS, FormRepository } from "@vitrine/core/form"
import { memoryFormRepository } from "@vitrine/core/memory"
import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { seedDemoForms } from "./forms.ts"
import { DEMO_WEBSITE_ID } from "./website.ts"

const demoIds = DEMO_FORMS.map((form) => form.id)

/** Who holds each demo form id, after the given steps on one database. */
const ownersAfter = <A, E>(steps: Effect.Effect<A, E, FormRepository>) =>
  Effect.runPromise(
    Effect.gen(function* () {
      yield* steps
      const forms = yield* FormRepository
      return yield* Effect.forEach(demoIds, (id) =>
        forms.findDefinition(id).pipe(Effect.map(Option.map((found) => found.websiteId))),
      )
    }).pipe(Effect.provide(memoryFormRepository())),
  )

describe("the demo forms' seed", () => {
  it("saves them for its website on a fresh database, and only then, so a merchant's edit survives a restart", async () => {
    const edited = { ...CONTACT_FORM, name: "Say hello" }
    const steps = Effect.gen(function* () {
      expect(yield* seedDemoForms("site-a")).toBe(DEMO_FORMS.length)
      yield* (yield* FormRepository).saveDefinition("site-a", edited)
      expect(yield* seedDemoForms("site-a")).toBe(0)
      expect(yield* seedDemoForms("site-b")).toBe(0)
      const found = yield* (yield* FormRepository).findDefinition(CONTACT_FORM.id)
      expect(Option.map(found, (one) => one.definition)).toEqual(Option.some(edited))
    })
    expect(await ownersAfter(steps)).toEqual(demoIds.map(() => Option.some("site-a")))
  })

  it("on a shared database (always) gives them to the demo website whichever website's server starts first, restored as shipped", async () => {
    const steps = Effect.gen(function* () {
      expect(yield* seedDemoForms("a-suite-of-its-own", { always: true })).toBe(DEMO_FORMS.length)
      yield* (yield* FormRepository).saveDefinition(DEMO_WEBSITE_ID, { ...CONTACT_FORM, name: "Changed" })
      expect(yield* seedDemoForms(DEMO_WEBSITE_ID, { always: true })).toBe(DEMO_FORMS.length)
      expect(yield* seedDemoForms("another-suite", { always: true })).toBe(DEMO_FORMS.length)
      const found = yield* (yield* FormRepository).findDefinition(CONTACT_FORM.id)
      expect(Option.map(found, (one) => one.definition)).toEqual(Option.some(CONTACT_FORM))
    })
    expect(await ownersAfter(steps)).toEqual(demoIds.map(() => Option.some(DEMO_WEBSITE_ID)))
  })

  it("leaves a demo form id another website already holds to it, even with always", async () => {
    const steps = Effect.gen(function* () {
      yield* seedDemoForms("site-a")
      expect(yield* seedDemoForms(DEMO_WEBSITE_ID, { always: true })).toBe(0)
    })
    expect(await ownersAfter(steps)).toEqual(demoIds.map(() => Option.some("site-a")))
  })
})
