import { randomBytes } from "node:crypto"
import { RESTOCK_MESSAGES } from "@vitrine/core/restock"
import type { Page, Request } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startSmtpServer, type TestSmtpServer } from "../../contract-tests/src/setup/smtp.ts"
import { RESTOCK_BOX_TEXT } from "../src/features/product/RestockBox.tsx"
import { RESTOCK_ADMIN_TEXT } from "../src/features/restock-admin/RestockAdminPage.tsx"
import { RESTOCK_SETTINGS_TEXT } from "../src/features/restock-admin/RestockSettingsPanel.tsx"
import { blockingViolations } from "./axe.ts"
import { signInAtAdmin } from "./sign-in.ts"
import { storeUnderTest } from "./store-under-test.ts"

// A visitor signs up on the sold-out demo product, the staff member sends from the restock screen,
// and the test's own SMTP server receives the e-mail: the real server (with its delivery worker),
// PGlite, Chromium and smtp-server. The store runs with CAPTCHA_HMAC_KEY set, as a store that set up
// its captcha: the box shows the self-hosted widget, which solves ALTCHA's default work in the browser.

let smtp: TestSmtpServer | undefined
let page: Page

beforeAll(async () => {
  smtp = await startSmtpServer()
})

const store = storeUnderTest(() => ({
  mail: { url: smtp?.url ?? "smtp://127.0.0.1:1", from: "Vitrine <store@example.com>" },
  outboxWorker: { idleMs: 100 },
  captchaHmacKey: randomBytes(32).toString("base64url"),
}))

beforeAll(async () => {
  page = await (await store.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
})

afterAll(async () => {
  await smtp?.stop()
})

describe("back in stock in Chromium", () => {
  it("RESTOCK-004 RESTOCK-005 RESTOCK-006 RESTOCK-007 RESTOCK-008 RESTOCK-009 a visitor signs up on the sold-out beanie; the merchant sends; the e-mail arrives once with the product's name and link", async () => {
    await page.goto(`${store.server.url}/products/merino-beanie`)
    await page.getByRole("heading", { level: 1, name: "Merino Beanie" }).waitFor()
    await page.getByLabel("Colour").selectOption("Navy")
    const email = page.getByRole("main").getByLabel("Email")
    await email.waitFor()
    expect(await blockingViolations(page)).toEqual([])

    await page.getByRole("button", { name: "Notify me" }).click()
    expect(await page.getByRole("alert").textContent()).toBe("Email cannot be blank")
    await email.fill("ada@")
    await email.press("Enter")
    await page.getByRole("alert").filter({ hasText: "Email is invalid" }).waitFor()
    // The captcha's container is in the box (RESTOCK-004); the sign-up carries the widget's token (RESTOCK-007).
    expect(await page.getByRole("main").locator(".restock .vitrine-captcha").count()).toBe(1)
    await page.locator(".restock altcha-widget").waitFor()
    expect(await blockingViolations(page)).toEqual([])
    const signUps: Request[] = []
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/notifications/restock"))
        signUps.push(request)
    })
    await email.fill("ada@example.com")
    await email.press("Enter")
    await page.getByRole("status").filter({ hasText: "Signed up!" }).waitFor({ timeout: 60_000 })
    expect(signUps).toHaveLength(1)
    expect(signUps[0]?.postDataJSON()).toMatchObject({ recaptchaEnterpriseV3Token: expect.any(String) })
    expect(await page.getByRole("main").getByLabel("Email").count()).toBe(0)
    await page.screenshot({ path: "/tmp/vitrine-restock-signed-up.png" })

    // The merchant's side: signed in at /admin, the restock screen is in the admin shell's navigation.
    await signInAtAdmin(page, store.server.url)
    await page
      .getByRole("navigation", { name: "Store admin" })
      .getByRole("link", { name: "Back in stock" })
      .click()
    await page.getByRole("heading", { name: "Back in stock" }).waitFor()
    const send = page.getByRole("button", { name: /Send to 1 waiting for Navy/ })
    await send.waitFor()
    expect(await page.getByText("Merino Beanie — 1 sign-ups").count()).toBe(1)
    expect(await blockingViolations(page)).toEqual([])
    await send.click()
    await page.getByRole("status").filter({ hasText: "1 e-mail queued." }).waitFor()
    await page.screenshot({ path: "/tmp/vitrine-restock-admin.png", fullPage: true })

    const deadline = Date.now() + 30_000
    while ((smtp?.received().length ?? 0) === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100))
    const received = smtp?.received() ?? []
    expect(received).toHaveLength(1)
    expect(received[0]?.to).toEqual(["ada@example.com"])
    expect(received[0]?.subject).toContain("Merino Beanie")
    expect(received[0]?.body).toContain(`${store.server.url}/products/merino-beanie`)
    // Its one-click unsubscribe link, in the headers as in the text, works in the browser.
    const unsubscribe = /<(.+)>/.exec(received[0]?.header("List-Unsubscribe") ?? "")?.[1] ?? ""
    expect(received[0]?.body).toContain(unsubscribe)
    expect(received[0]?.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click")

    // A second click sends nothing more.
    await page.getByRole("button", { name: "Send to everyone waiting" }).isDisabled()
    await page.getByRole("button", { name: "Refresh" }).click()
    await page.getByRole("cell", { name: "ada@example.com" }).waitFor()
    await page.getByRole("cell", { name: /^Sent/ }).waitFor()
    expect(smtp?.received()).toHaveLength(1)

    const visitor = await store.browser.newPage()
    await visitor.goto(unsubscribe)
    await visitor.getByRole("heading", { name: "Unsubscribed" }).waitFor()
    expect(await visitor.getByText(RESTOCK_MESSAGES.unsubscribed).count()).toBe(1)
    await visitor.close()
    // The merchant's screen, read again, has nobody left.
    await page.reload()
    await page.getByText(RESTOCK_ADMIN_TEXT.empty).waitFor()
  })

  it("RESTOCK-003 the merchant turns the mailing-list checkbox on, checked by default; the sold-out page arrives with it and hydrates cleanly", async () => {
    const merchant = await (await store.browser.newContext()).newPage()
    await signInAtAdmin(merchant, store.server.url)
    await merchant.goto(`${store.server.url}/admin/restock`)
    const offer = merchant.getByRole("checkbox", { name: RESTOCK_SETTINGS_TEXT.mailingListSignUp.label })
    const byDefault = merchant.getByRole("checkbox", {
      name: RESTOCK_SETTINGS_TEXT.mailingListOptInByDefault.label,
    })
    const saved = () =>
      merchant.waitForResponse(
        (response) =>
          response.url().endsWith("/api/admin/restock/settings") && response.request().method() === "PUT",
      )
    // check() waits for the switch to be enabled: the default one is, once the checkbox is offered.
    await Promise.all([saved(), offer.check()])
    await Promise.all([saved(), byDefault.check()])
    expect(await blockingViolations(merchant)).toEqual([])
    await merchant.context().close()

    const page = await fetch(`${store.server.url}/products/merino-beanie`)
    expect(await page.text()).toMatch(/<input type="checkbox" name="isJoinMailingList" checked=""\/>/)
    const visitor = await (await store.browser.newContext()).newPage()
    const errors: string[] = []
    visitor.on("console", (message) => message.type() === "error" && errors.push(message.text()))
    visitor.on("pageerror", (error) => errors.push(error.message))
    await visitor.goto(`${store.server.url}/products/merino-beanie`)
    await visitor.waitForLoadState("networkidle")
    const checkbox = visitor.getByRole("checkbox", { name: RESTOCK_BOX_TEXT.mailingList })
    expect(await checkbox.isChecked()).toBe(true)
    await checkbox.uncheck()
    expect(await checkbox.isChecked()).toBe(false)
    expect(errors).toEqual([])
    await visitor.context().close()
  })
})
