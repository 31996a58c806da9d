import { randomUUID } from "node:crypto"
import { type RunningServer, start } from "@vitrine/app-server"
import { memoryBotCheck } from "@vitrine/core/memory"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demo } from "./demo.ts"
import { TEST_ADMIN } from "./staff.ts"
import { targets } from "./targets.ts"
import { Visitor } from "./visitor.ts"

const BASE = "/api/site-users/account/notifications/restock"
const beanie = demo("merino-beanie")
const variantIds = beanie.variants.map((variant) => variant.id)

const signUpBody = (email: string, variantId = variantIds[0] ?? "", token: string | null = null) => ({
  isJoinMailingList: true,
  productId: beanie.id,
  variantId,
  siteVisitorEmail: email,
  recaptchaEnterpriseV3Token: token,
})

for (const target of targets().filter((one) => one.name !== "the Postgres server")) {
  describe(`restock over HTTP on ${target.name}`, () => {
    const botCheck = memoryBotCheck()
    let server: RunningServer | undefined
    let closed: RunningServer | undefined
    beforeAll(async () => {
      const options = await target.options()
      server = await start({
        port: 0,
        logLevel: "silent",
        websiteId: randomUUID(),
        admin: TEST_ADMIN,
        botCheck: botCheck.layer,
        outboxWorker: false,
        ...options,
      })
      closed = await start({ port: 0, logLevel: "silent", outboxWorker: false, ...(await target.options()) })
    })
    afterAll(async () => {
      await server?.stop()
      await closed?.stop()
    })
    const url = () => server?.url ?? "http://server-not-started"
    const token = () =>
      Effect.runPromise(botCheck.issue({ action: "PRODUCT_WAITLIST_SUBMISSION", host: "127.0.0.1" }))
    const visitor = () => new Visitor(url()).arrive()
    // The sign-up lists, sends and the outbox are merchant routes: a staff member signed in for real.
    const staff = () => new Visitor(url()).signInAsStaff()

    it("API-010 API-013 RESTOCK-011 ROLE-002 an anonymous visitor signs up on the sold-out product; twice stores one", async () => {
      const ada = await visitor()
      const first = await ada.send("POST", BASE, signUpBody("ada@example.com", variantIds[0], await token()))
      expect(first.status).toBe(200)
      expect(first.body).toEqual({ signedUp: true })
      const again = await ada.send("POST", BASE, signUpBody(" ADA@example.com", variantIds[0], await token()))
      expect(again.body).toEqual({ signedUp: true })
      const groups = await (await staff()).get(`${BASE}/groups`)
      const group = groups.body.signUpGroups.find(
        (one: { variantId: string }) => one.variantId === variantIds[0],
      )
      expect(group).toMatchObject({ productId: beanie.id, waiting: 1 })
    })

    it("RESTOCK-012 the language of a translated page is kept with the sign-up", async () => {
      const answer = await (await visitor()).send("POST", BASE, {
        ...signUpBody("fr@example.com", variantIds[1], await token()),
        language: "fr",
      })
      expect(answer.status).toBe(200)
      const page = await (await staff()).get(`${BASE}?productId=${beanie.id}&variantId=${variantIds[1]}`)
      expect(
        page.body.signUps.find((one: { email: string }) => one.email === "fr@example.com")?.language,
      ).toBe("fr")
    })

    it("RESTOCK-005 RESTOCK-006 a blank or invalid e-mail is 400 with the spec's message", async () => {
      const blank = await (await visitor()).send("POST", BASE, signUpBody("  ", variantIds[0], await token()))
      expect(blank.status).toBe(400)
      expect(blank.body).toEqual({
        message: "Email cannot be blank",
        errors: { siteVisitorEmail: "Email cannot be blank" },
      })
      const invalid = await (await visitor()).send(
        "POST",
        BASE,
        signUpBody("ada@", variantIds[0], await token()),
      )
      expect(invalid.body.message).toBe("Email is invalid")
    })

    it("RESTOCK-007 a captcha token missing, forged or replayed is refused (403) and nothing is stored", async () => {
      const email = `${randomUUID()}@example.com`
      const missing = await (await visitor()).send("POST", BASE, signUpBody(email))
      expect(missing.status).toBe(403)
      expect(missing.body.message).toBe("Complete CAPTCHA before submitting.")
      const forged = await (await visitor()).send("POST", BASE, signUpBody(email, variantIds[0], "forged"))
      expect(forged.status).toBe(403)
      const once = await token()
      expect(
        (await (await visitor()).send("POST", BASE, signUpBody(email, variantIds[0], once))).status,
      ).toBe(200)
      const replayed = await (await visitor()).send(
        "POST",
        BASE,
        signUpBody(`x${email}`, variantIds[0], once),
      )
      expect(replayed.status).toBe(403)
      expect(replayed.body.message).toBe("Error processing form submission. Please reload and try again.")
      const page = await (await staff()).get(`${BASE}?productId=${beanie.id}`)
      expect(page.body.signUps.some((one: { email: string }) => one.email === `x${email}`)).toBe(false)
    })

    it("RESTOCK-004 the box asks the store whether it checks a captcha: yes with a captcha set up, no without", async () => {
      const withCaptcha = await (await visitor()).get(`${BASE}/box`)
      expect(withCaptcha.status).toBe(200)
      expect(withCaptcha.body).toMatchObject({ captcha: true })
      const without = await new Visitor(closed?.url ?? "").arrive()
      expect((await without.get(`${BASE}/box`)).body).toMatchObject({ captcha: false })
    })

    it("RESTOCK-003 the merchant turns the mailing-list checkbox on (checked by default or not); the box is told, the choice is stored", async () => {
      const merchant = await staff()
      const settings = "/api/admin/restock/settings"
      const box = async () => (await (await visitor()).get(`${BASE}/box`)).body
      // A product of its own, so the other tests' counts of the beanie's sign-ups stay theirs.
      const shirt = demo("linen-shirt")
      const variant = shirt.variants[0]?.id ?? ""
      const stored = async (email: string) => {
        const page = await merchant.get(`${BASE}?productId=${shirt.id}&variantId=${variant}`)
        return page.body.signUps.find((one: { email: string }) => one.email === email)?.joinMailingList
      }
      const signUp = async (email: string, isJoinMailingList: boolean) =>
        (
          await (
            await visitor()
          ).send("POST", BASE, {
            ...signUpBody(email, variant, await token()),
            productId: shirt.id,
            isJoinMailingList,
          })
        ).status
      expect(await box()).toMatchObject({ mailingListSignUp: false, mailingListOptInByDefault: false })
      expect(await signUp("unoffered@example.com", true)).toBe(200)
      expect(await stored("unoffered@example.com")).toBe(false)

      const on = await merchant.send("PUT", settings, {
        mailingListSignUp: true,
        mailingListOptInByDefault: true,
      })
      expect(on.status).toBe(200)
      expect(on.body.settings).toEqual({
        autoSend: false,
        mailingListSignUp: true,
        mailingListOptInByDefault: true,
      })
      expect(await box()).toEqual({ captcha: true, mailingListSignUp: true, mailingListOptInByDefault: true })
      expect(await signUp("joins@example.com", true)).toBe(200)
      expect(await signUp("declines@example.com", false)).toBe(200)
      expect(await stored("joins@example.com")).toBe(true)
      expect(await stored("declines@example.com")).toBe(false)

      // With the site's list connected (double opt-in), a ticked box joins it, pending; an unticked one does not.
      const mailing = "/api/connections/mailing"
      const connection = {
        listId: "newsletter",
        doubleOptIn: true,
        subject: "Sign-up",
        to: ["owner@example.com"],
        cc: [],
        bcc: [],
      }
      expect((await merchant.send("PUT", mailing, connection)).status).toBe(200)
      const joining = `joins-list-${randomUUID()}@example.com`
      const skipping = `skips-list-${randomUUID()}@example.com`
      expect(await signUp(joining, true)).toBe(200)
      expect(await signUp(skipping, false)).toBe(200)
      const list = (await merchant.get("/api/connections/lists/newsletter/subscribers")).body
      const statusOf = (email: string) =>
        list.subscribers.find((one: { email: string }) => one.email === email)?.status
      expect([statusOf(joining), statusOf(skipping)]).toEqual(["pending", undefined])
      await merchant.send("DELETE", mailing)

      // A switch saves only itself: turning the default off keeps the checkbox on.
      const unchecked = await merchant.send("PUT", settings, { mailingListOptInByDefault: false })
      expect(unchecked.body.settings).toMatchObject({
        mailingListSignUp: true,
        mailingListOptInByDefault: false,
      })
      const bad = await merchant.send("PUT", settings, { mailingListSignUp: "yes" })
      expect(bad.status).toBe(400)
      expect(bad.body.message).toBe("mailingListSignUp must be true or false.")
      expect((await merchant.send("PUT", settings, { mailingListSignUp: false })).status).toBe(200)
    })

    it("a sign-up needs the crumb, a known product and variant", async () => {
      const noCrumb = await (await visitor()).send("POST", BASE, signUpBody("a@example.com"), {
        crumb: false,
      })
      expect(noCrumb.status).toBe(403)
      const unknown = await (await visitor()).send("POST", BASE, {
        ...signUpBody("a@example.com", "no-such", await token()),
      })
      expect(unknown.status).toBe(404)
      expect(unknown.body.message).toBe("Sorry, that item is no longer available.")
    })

    it("API-011 API-012 groups and sign-ups come in pages; every page fetched holds every sign-up once", async () => {
      const variantId = variantIds[2] ?? ""
      for (let i = 0; i < 55; i++)
        await (await visitor()).send(
          "POST",
          BASE,
          signUpBody(`page${i}@example.com`, variantId, await token()),
        )
      const merchant = await staff()
      const seen: string[] = []
      let cursor: string | null = null
      do {
        const query: string = `${BASE}?productId=${beanie.id}&variantId=${variantId}${cursor === null ? "" : `&cursor=${encodeURIComponent(cursor)}`}`
        const page = await merchant.get(query)
        expect(page.status).toBe(200)
        seen.push(...page.body.signUps.map((one: { email: string }) => one.email))
        expect(page.body.hasNextPage).toBe(page.body.nextPageCursor !== null)
        cursor = page.body.nextPageCursor
      } while (cursor !== null)
      expect(seen).toHaveLength(55)
      expect(new Set(seen).size).toBe(55)
      const forged = await merchant.get(`${BASE}/groups?cursor=%7Bnope`)
      expect(forged.status).toBe(400)
    })

    it("API-014 API-015 ROLE-004 a send queues one e-mail per waiting sign-up; a second send and a send-all resend nothing", async () => {
      const merchant = await staff()
      const variantId = variantIds[0] ?? ""
      const groups = await merchant.get(`${BASE}/groups`)
      const waiting = groups.body.signUpGroups.find(
        (one: { variantId: string }) => one.variantId === variantId,
      ).waiting
      const sent = await merchant.send("POST", `${BASE}/send`, { productId: beanie.id, variantId })
      expect(sent.status).toBe(200)
      expect(sent.body.results).toEqual([{ productId: beanie.id, variantId, queued: waiting }])
      const outbox = await merchant.get("/api/admin/outbox?state=pending")
      expect(outbox.body.messages.some((one: { to: string }) => one.to === "ada@example.com")).toBe(true)
      const again = await merchant.send("POST", `${BASE}/send`, { productId: beanie.id, variantId })
      expect(again.body.results[0].queued).toBe(0)
      const all = await merchant.send("POST", `${BASE}/send/all`, {
        sendRequests: variantIds.map((id) => ({ productId: beanie.id, variantId: id })),
      })
      expect(all.body.results.map((one: { queued: number }) => one.queued)[0]).toBe(0)
      expect(
        (await merchant.send("POST", "/api/admin/outbox/retry", { key: "restock:none:1" })).body,
      ).toEqual({
        retried: false,
      })
    })

    it("API-015 send/all sends to every variant of sendRequests at once and says how many each queued", async () => {
      const [grey, navy, oat] = variantIds
      const batch = randomUUID()
      for (const [i, variantId] of [grey, navy, navy].entries())
        await (await visitor()).send(
          "POST",
          BASE,
          signUpBody(`all${i}-${batch}@example.com`, variantId, await token()),
        )
      const merchant = await staff()
      // Whoever else waits for these variants (other tests) is sent to as well: count ours in the outbox.
      const all = await merchant.send("POST", `${BASE}/send/all`, {
        sendRequests: [grey, navy, oat].map((variantId) => ({ productId: beanie.id, variantId })),
      })
      expect(all.status).toBe(200)
      expect(all.body.results.map((one: { variantId: string }) => one.variantId)).toEqual([grey, navy, oat])
      expect(all.body.results.every((one: { queued: number }) => one.queued >= 0)).toBe(true)
      const outbox = await merchant.get("/api/admin/outbox")
      const ours = outbox.body.messages.filter((one: { to: string }) =>
        one.to.endsWith(`-${batch}@example.com`),
      )
      expect(ours.map((one: { to: string }) => one.to).sort()).toEqual(
        [0, 1, 2].map((i) => `all${i}-${batch}@example.com`),
      )
      const again = await merchant.send("POST", `${BASE}/send/all`, {
        sendRequests: [grey, navy].map((variantId) => ({ productId: beanie.id, variantId })),
      })
      expect(again.body.results.map((one: { queued: number }) => one.queued)).toEqual([0, 0])
    })

    it("ROLE-004 the merchant's restock routes declare restock.send and answer 401 to a store without sign-in", async () => {
      const table = server?.routeTable ?? []
      const visitorRoutes = [`POST ${BASE}`, `GET ${BASE}/box`]
      const merchantRoutes = table.filter(
        (route) => route.path.startsWith(BASE) && !visitorRoutes.includes(`${route.method} ${route.path}`),
      )
      expect(merchantRoutes.length).toBe(4)
      for (const route of merchantRoutes) expect(route.access).toEqual({ permission: "restock.send" })
      const signUp = table.find((route) => route.method === "POST" && route.path === BASE)
      expect(signUp?.access).toBe("visitor")
      const box = table.find((route) => route.method === "GET" && route.path === `${BASE}/box`)
      expect(box?.access).toBe("public")
      const stranger = await new Visitor(closed?.url ?? "").arrive()
      expect((await stranger.get(`${BASE}/groups`)).status).toBe(401)
      expect(
        (await stranger.send("POST", `${BASE}/send`, { productId: beanie.id, variantId: "x" })).status,
      ).toBe(401)
    })
  })
}
