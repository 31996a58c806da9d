import { randomUUID } from "node:crypto"
import { altchaBotCheck } from "@vitrine/adapter-captcha"
import { type RunningServer, start } from "@vitrine/app-server"
import { ContributorRole } from "@vitrine/core/enums"
import { afterAll, beforeAll, describe } from "vitest"
import { accountsApi } from "./accounts.spec.ts"
import { addToCartApi } from "./add-to-cart.spec.ts"
import { badInputApi } from "./bad-input.spec.ts"
import { boundaryApi } from "./boundary.spec.ts"
import { cartApi } from "./cart.spec.ts"
import { cartAnswersApi } from "./cart-answers.spec.ts"
import { catalogueApi } from "./catalogue.spec.ts"
import { checkoutApi } from "./checkout.spec.ts"
import { clientApi } from "./client.spec.ts"
import { crumbApi, rateLimitApi } from "./crumb.spec.ts"
import { formsApi, submissionLimitApi } from "./forms.spec.ts"
import { settingsApi } from "./settings.spec.ts"
import { makeStaff, STAFF_PASSWORD, TEST_ADMIN } from "./staff.ts"
import { staffAdminApi } from "./staff-admin.spec.ts"
import { subscriptionApi } from "./subscription.spec.ts"
import { targets } from "./targets.ts"

const RATE_LIMIT = 5
const SUBMISSION_LIMIT = 3

// A proof of work the tests solve in milliseconds; the real one is ALTCHA's default.
const cheapCaptcha = () =>
  altchaBotCheck({ hmacKey: randomUUID() + randomUUID(), cost: 1, attempts: { min: 5, max: 20 } })

for (const target of targets()) {
  describe(`HTTP API on ${target.name}`, () => {
    let server: RunningServer | undefined
    beforeAll(async () => {
      server = await start({ port: 0, logLevel: "silent", ...(await target.options()) })
    })
    afterAll(() => server?.stop())
    const url = () => server?.url ?? "http://server-not-started"

    describe("catalogue", () => catalogueApi(url))
    describe("cart", () => cartApi(url))
    describe("cart line answers", () => cartAnswersApi(url))
    describe("add to cart", () => addToCartApi(url))
    describe("bad input", () => badInputApi(url))
    describe("the boundary", () => boundaryApi(url))
    describe("crumb", () => crumbApi(url))
    describe("fetch client", () => clientApi(url))
    describe("checkout", () => checkoutApi(url))
    describe("subscriptions and gift cards", () => subscriptionApi(url))
  })

  // The settings suite changes the store currency: its own server, for a website of its own, whose
  // first admin the suite signs in as.
  describe(`HTTP API store settings on ${target.name}`, () => {
    let server: RunningServer | undefined
    beforeAll(async () => {
      server = await start({
        port: 0,
        logLevel: "silent",
        websiteId: randomUUID(),
        admin: TEST_ADMIN,
        ...(await target.options()),
      })
    })
    afterAll(() => server?.stop())
    settingsApi(() => server?.url ?? "http://server-not-started")
  })

  // The staff screen's API: a website of its own, whose first admin is TEST_ADMIN.
  describe(`HTTP API staff management on ${target.name}`, () => {
    let server: RunningServer | undefined
    beforeAll(async () => {
      server = await start({
        port: 0,
        logLevel: "silent",
        websiteId: randomUUID(),
        admin: TEST_ADMIN,
        ...(await target.options()),
      })
    })
    afterAll(() => server?.stop())
    staffAdminApi(() => server?.url ?? "http://server-not-started")
  })

  // Members' accounts: a server that trusts one proxy, so a test can say it came over HTTPS.
  describe(`HTTP API accounts on ${target.name}`, () => {
    let server: RunningServer | undefined
    beforeAll(async () => {
      server = await start({
        port: 0,
        logLevel: "silent",
        websiteId: randomUUID(),
        trustProxyHops: 1,
        ...(await target.options()),
      })
    })
    afterAll(() => server?.stop())
    accountsApi(() => server?.url ?? "http://server-not-started")
  })

  // The forms suite submits as visitors and reads submissions as a staff admin of its own: the demo
  // website (form ids are global, and the demo forms belong to it on a shared database, whose first
  // admin another server may have made with another password), a cheap proof of work, and a
  // submission limit out of the way.
  describe(`HTTP API forms on ${target.name}`, () => {
    let server: RunningServer | undefined
    let admin = { email: "", password: STAFF_PASSWORD }
    beforeAll(async () => {
      server = await start({
        port: 0,
        logLevel: "silent",
        botCheck: cheapCaptcha(),
        submissionLimits: { perAddress: 1000, perForm: 1000, windowMs: 60_000 },
        ...(await target.options()),
      })
      admin = { email: (await makeStaff(server, [ContributorRole.ADMIN])).email, password: STAFF_PASSWORD }
    })
    afterAll(() => server?.stop())
    formsApi(
      () => server?.url ?? "http://server-not-started",
      () => admin,
    )
  })

  describe(`HTTP API form submission limit on ${target.name}`, () => {
    let server: RunningServer | undefined
    beforeAll(async () => {
      server = await start({
        port: 0,
        logLevel: "silent",
        submissionLimits: { perAddress: SUBMISSION_LIMIT, perForm: 1000, windowMs: 60_000 },
        ...(await target.options()),
      })
    })
    afterAll(() => server?.stop())
    submissionLimitApi(() => server?.url ?? "http://server-not-started", SUBMISSION_LIMIT)
  })

  describe(`HTTP API rate limit on ${target.name}`, () => {
    let server: RunningServer | undefined
    beforeAll(async () => {
      server = await start({
        port: 0,
        logLevel: "silent",
        ...(await target.options()),
        rateLimit: { limit: RATE_LIMIT, keyPrefix: `${randomUUID()}:` },
      })
    })
    afterAll(() => server?.stop())
    rateLimitApi(() => server?.url ?? "http://server-not-started", RATE_LIMIT)
  })
}
