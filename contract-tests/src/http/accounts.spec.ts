import { randomUUID } from "node:crypto"
import { createAccountClient } from "@vitrine/adapter-http/client"
import { SIGN_IN_FAILED_MESSAGE } from "@vitrine/core/account"
import { expect, it } from "vitest"
import { demo, PATH, skuOf } from "./demo.ts"
import { parseSetCookie, Visitor } from "./visitor.ts"

const PASSWORD = "correct horse battery staple"
const newEmail = () => `member-${randomUUID()}@example.com`

const register = async (visitor: Visitor, email = newEmail(), password = PASSWORD) => {
  const answer = await visitor.send("POST", PATH.memberAccount, { email, password })
  expect(answer.status).toBe(200)
  return { email, answer }
}

const signIn = (visitor: Visitor, email: string, password = PASSWORD, rememberMe = false) =>
  visitor.send("POST", PATH.memberSession, { email, password, rememberMe })

const addShirts = (visitor: Visitor, quantity: number, size = "M") =>
  visitor.send("POST", PATH.entries, {
    itemId: demo("linen-shirt").id,
    sku: skuOf("linen-shirt", { Size: size, Colour: "White" }),
    quantity,
  })

const setCookies = (response: Response) => response.headers.getSetCookie().map(parseSetCookie)

/**
 * Members' accounts over real HTTP: sign-up, sign-in (API-028), sign-out (API-029), the session and
 * `SiteUserInfo` cookies, the crumb bound to the session, brute-force limits, and the cart across
 * sign-in. Each test uses e-mails of its own, so the suite shares one server.
 *
 * @example
 * accountsApi(() => server.url)
 */
export const accountsApi = (url: () => string): void => {
  it("SESSION-001 API-028 a member registers, is signed in, signs out and signs in again", async () => {
    const visitor = await new Visitor(url()).arrive()
    const { email, answer } = await register(visitor)
    expect(answer.body).toMatchObject({ member: { email }, cart: null, adjustments: [] })
    expect(answer.body.xsrfToken).toEqual(expect.any(String))
    expect((await visitor.get(PATH.memberSession)).body.member).toMatchObject({ email })

    const out = await visitor.send("DELETE", PATH.memberSession)
    expect(out.status).toBe(200)
    expect((await visitor.get(PATH.memberSession)).body).toEqual({ member: null })

    const back = await signIn(visitor, email.toUpperCase())
    expect(back.status).toBe(200)
    expect(back.body.member).toEqual(answer.body.member)
  })

  it("SESSION-002 API-030 a signed-in member's language is kept on their account, normalised, and read back with the session", async () => {
    const visitor = await new Visitor(url()).arrive()
    const { email } = await register(visitor)
    const switched = await visitor.send("POST", "/api/site-users/account/locale", { language: "fr_ca" })
    expect(switched.status).toBe(200)
    expect(switched.body).toEqual({ language: "fr-CA" })
    expect((await visitor.get(PATH.memberSession)).body.member).toMatchObject({ email, language: "fr-CA" })
    // The language follows the member to another browser.
    const elsewhere = await new Visitor(url()).arrive()
    await signIn(elsewhere, email)
    expect((await elsewhere.get(PATH.memberSession)).body.member.language).toBe("fr-CA")
  })

  it.each([
    [
      "not a tag",
      { language: "Deutsch, bitte" },
      400,
      { language: "Language must be a language tag such as en or fr-CA." },
    ],
    ["missing", {}, 400, { language: "Language must be a language tag such as en or fr-CA." }],
    ["not text", { language: 7 }, 400, { language: "Language must be a language tag such as en or fr-CA." }],
  ])(
    "SESSION-002 API-030 a language %s is %s with the field's message, and the stored one stays",
    async (_, body, status, errors) => {
      const visitor = await new Visitor(url()).arrive()
      await register(visitor)
      await visitor.send("POST", "/api/site-users/account/locale", { language: "de" })
      const answer = await visitor.send("POST", "/api/site-users/account/locale", body)
      expect(answer.status).toBe(status)
      expect(answer.body.errors).toEqual(errors)
      expect((await visitor.get(PATH.memberSession)).body.member.language).toBe("de")
    },
  )

  it("API-030 signed out the locale call is 401; without the crumb it is 403 crumbFail; the client sends it", async () => {
    const visitor = await new Visitor(url()).arrive()
    const signedOut = await visitor.send("POST", "/api/site-users/account/locale", { language: "de" })
    expect(signedOut.status).toBe(401)
    expect(signedOut.body.message).toBe("Please sign in to continue.")
    await register(visitor)
    const noCrumb = await visitor.send(
      "POST",
      "/api/site-users/account/locale",
      { language: "de" },
      { crumb: false },
    )
    expect(noCrumb.status).toBe(403)
    expect(noCrumb.body.crumbFail).toBe(true)
    const accounts = createAccountClient({
      baseUrl: url(),
      fetch: visitor.fetch,
      crumb: () => visitor.crumb(),
      validate: "schema",
    })
    const sent = await accounts.setLanguage("pt-BR")
    expect(sent).toEqual({ ok: true, value: { language: "pt-BR" } })
  })

  it("SESSION-003 COOKIE-001 sign-in sets SiteUserInfo (authenticated, siteUserId) and an HttpOnly SameSite=Lax session cookie; sign-out clears both", async () => {
    const visitor = await new Visitor(url()).arrive()
    const { answer } = await register(visitor)
    const cookies = setCookies(answer.response)
    const info = cookies.find((cookie) => cookie.name === "SiteUserInfo")
    expect(JSON.parse(info?.value ?? "")).toEqual({ authenticated: true, siteUserId: answer.body.member.id })
    expect(info?.attributes.has("httponly")).toBe(false)
    const session = cookies.find((cookie) => cookie.name === "vitrine_member")
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{32,}$/)
    expect(session?.attributes.has("httponly")).toBe(true)
    expect(session?.attributes.get("samesite")).toBe("Lax")
    expect(session?.attributes.get("path")).toBe("/")
    // Not remembered: a browser-session cookie.
    expect(session?.attributes.has("max-age")).toBe(false)
    const crumb = cookies.find((cookie) => cookie.name === "crumb")
    expect(crumb?.value).toBe(answer.body.xsrfToken)

    const out = await visitor.send("DELETE", PATH.memberSession)
    const cleared = setCookies(out.response).map((cookie) => [cookie.name, cookie.attributes.get("expires")])
    expect(cleared).toContainEqual(["SiteUserInfo", new Date(0).toUTCString()])
    expect(cleared).toContainEqual(["vitrine_member", new Date(0).toUTCString()])
    expect(visitor.cookies.has("SiteUserInfo")).toBe(false)
  })

  it("a remembered sign-in keeps its cookies for the session's idle lifetime (30 days)", async () => {
    const visitor = await new Visitor(url()).arrive()
    const { email } = await register(visitor)
    await visitor.send("DELETE", PATH.memberSession)
    const remembered = await signIn(visitor, email, PASSWORD, true)
    const session = setCookies(remembered.response).find((cookie) => cookie.name === "vitrine_member")
    expect(Number(session?.attributes.get("max-age"))).toBeGreaterThan(29 * 24 * 3600)
  })

  it("an unknown e-mail and a wrong password get the same 401 and message; the session cookie is not set", async () => {
    const visitor = await new Visitor(url()).arrive()
    const { email } = await register(visitor)
    await visitor.send("DELETE", PATH.memberSession)
    const wrong = await signIn(visitor, email, "not the password")
    const unknown = await signIn(visitor, newEmail(), "not the password")
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual({ message: SIGN_IN_FAILED_MESSAGE })
    expect(unknown.body).toEqual(wrong.body)
    expect(visitor.cookies.has("vitrine_member")).toBe(false)
  })

  it.each([
    ["an over-long password", { email: "a@example.com", password: "x".repeat(10_000) }, 401],
    ["no password", { email: "a@example.com" }, 400],
    ["a number for an e-mail", { email: 7, password: "x" }, 400],
    ["rememberMe as text", { email: "a@example.com", password: "x", rememberMe: "yes" }, 400],
    ["a body that is an array", [], 400],
    ["text that is not JSON", "{email:", 400],
  ])("%s is %s with a message, never a 500", async (_, body, status) => {
    const visitor = await new Visitor(url()).arrive()
    const answer = await visitor.send("POST", PATH.memberSession, body)
    expect(answer.status).toBe(status)
    expect(answer.body.message).toEqual(expect.any(String))
  })

  it("registration: bad fields are 400 with each field's message; a taken e-mail is 409", async () => {
    const visitor = await new Visitor(url()).arrive()
    const bad = await visitor.send("POST", PATH.memberAccount, { email: "not an address", password: "short" })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({
      email: "Email is invalid",
      password: "Password must be at least 8 characters.",
    })
    const { email } = await register(await new Visitor(url()).arrive())
    const taken = await (await new Visitor(url()).arrive()).send("POST", PATH.memberAccount, {
      email,
      password: PASSWORD,
    })
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toEqual({ email: "An account with this email already exists." })
  })

  it("from the 5th failed sign-in of an account, sign-in is refused with 429 for a while, even with the right password", async () => {
    const visitor = await new Visitor(url()).arrive()
    const { email } = await register(visitor)
    await visitor.send("DELETE", PATH.memberSession)
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn(visitor, email, "wrong")).status).toBe(401)
    const locked = await signIn(visitor, email)
    expect(locked.status).toBe(429)
    expect(locked.body.message).toBe("Too many failed sign-ins. Please try again in 1 minute.")
  })

  it("API-028 the xsrfToken is the crumb after sign-in; the visitor's old crumb is refused (crumbFail, with a fresh crumb)", async () => {
    const visitor = await new Visitor(url()).arrive()
    const before = visitor.crumb()
    const { answer } = await register(visitor)
    // The browser holds the new token as its crumb cookie: its page's calls go on working.
    expect(visitor.crumb()).toBe(answer.body.xsrfToken)
    const firstAdd = await addShirts(visitor, 1)
    expect(firstAdd.body).toMatchObject({ shoppingCart: { totalQuantity: 1 } })
    const refused = await visitor.send(
      "POST",
      PATH.entries,
      { itemId: demo("canvas-tote").id },
      { crumb: before ?? "" },
    )
    expect(refused.status).toBe(403)
    expect(refused.body.crumbFail).toBe(true)
    // The refusal gave the browser a fresh crumb for its session: the page's one retry goes through.
    expect(visitor.crumb()).not.toBe(answer.body.xsrfToken)
    const retried = await visitor.send("POST", PATH.entries, { itemId: demo("canvas-tote").id })
    expect(retried.status).toBe(200)
  })

  it("API-029 a crumb from another member's session is 403 crumbFail; the fresh crumb that answer sets works on the one retry", async () => {
    const ada = await new Visitor(url()).arrive()
    const bob = await new Visitor(url()).arrive()
    await register(ada)
    const { answer } = await register(bob)
    // Ada's browser is made to send Bob's token as both cookie and header: it is bound to Bob's session.
    ada.cookies.set("crumb", answer.body.xsrfToken)
    const forged = await ada.send("DELETE", PATH.memberSession)
    expect(forged.status).toBe(403)
    expect(forged.body.crumbFail).toBe(true)
    expect(ada.crumb()).not.toBe(answer.body.xsrfToken)
    const retried = await ada.send("DELETE", PATH.memberSession)
    expect(retried.status).toBe(200)
  })

  it("a state-changing call from another site (Sec-Fetch-Site, or a foreign Origin) is 403 crumbFail, crumb or not", async () => {
    const visitor = await new Visitor(url()).arrive()
    const crumb = visitor.crumb() ?? ""
    for (const headers of [
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      { Origin: "https://evil.example" },
    ]) {
      const response = await visitor.fetch(url() + PATH.entries, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": crumb, ...headers },
        body: JSON.stringify({ itemId: demo("canvas-tote").id }),
      })
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ crumbFail: true })
    }
  })

  it("a session cookie altered by one character signs nobody in, and its cookies are cleared", async () => {
    const visitor = await new Visitor(url()).arrive()
    await register(visitor)
    const token = visitor.cookies.get("vitrine_member") ?? ""
    const last = token.at(-1) === "A" ? "B" : "A"
    visitor.cookies.set("vitrine_member", token.slice(0, -1) + last)
    const me = await visitor.get(PATH.memberSession)
    expect(me.body).toEqual({ member: null })
    expect(visitor.cookies.has("vitrine_member")).toBe(false)
    expect(visitor.cookies.has("SiteUserInfo")).toBe(false)
  })

  it("sign-out ends the session on the server: the old cookie, sent again, opens nothing", async () => {
    const visitor = await new Visitor(url()).arrive()
    await register(visitor)
    const token = visitor.cookies.get("vitrine_member") ?? ""
    await visitor.send("DELETE", PATH.memberSession)
    const replay = new Visitor(url())
    replay.cookies.set("vitrine_member", token)
    expect((await replay.get(PATH.memberSession)).body).toEqual({ member: null })
  })

  it("carts across sign-in: the visitor's cart joins the member's saved cart; sign-out with cloneCart keeps a copy", async () => {
    const first = await new Visitor(url()).arrive()
    const { email } = await register(first)
    expect((await addShirts(first, 2)).status).toBe(200)
    const out = await first.send("DELETE", `${PATH.memberSession}?cloneCart=true`)
    expect(out.body.cart.totalQuantity).toBe(2)
    expect((await first.get(PATH.cart)).body.cart.totalQuantity).toBe(2)

    // Another browser: a visitor's cart of its own, then sign-in.
    const second = await new Visitor(url()).arrive()
    await addShirts(second, 1, "L")
    const signedIn = await signIn(second, email)
    expect(signedIn.status).toBe(200)
    const lines = signedIn.body.cart.entries.map(
      (entry: { chosenVariant: { sku: string }; quantity: number }) => [
        entry.chosenVariant.sku,
        entry.quantity,
      ],
    )
    expect(lines).toEqual(
      expect.arrayContaining([
        [skuOf("linen-shirt", { Size: "M", Colour: "White" }), 2],
        [skuOf("linen-shirt", { Size: "L", Colour: "White" }), 1],
      ]),
    )
    expect((await second.get(PATH.cart)).body.cart.id).toBe(signedIn.body.cart.id)

    // Signing out without cloneCart leaves the browser with no cart; the member keeps theirs.
    await second.send("DELETE", PATH.memberSession)
    expect((await second.get(PATH.cart)).body.cart).toBeNull()
    expect((await signIn(second, email)).body.cart.totalQuantity).toBe(3)
  })

  it("sign-in over HTTPS (behind a proxy) names the cookie __Host-vitrine_member and marks it Secure", async () => {
    const visitor = await new Visitor(url()).arrive()
    const response = await visitor.fetch(url() + PATH.memberAccount, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-CSRF-Token": visitor.crumb() ?? "",
        "X-Forwarded-Proto": "https",
      },
      body: JSON.stringify({ email: newEmail(), password: PASSWORD }),
    })
    expect(response.status).toBe(200)
    const session = setCookies(response).find((cookie) => cookie.name.endsWith("vitrine_member"))
    expect(session?.name).toBe("__Host-vitrine_member")
    expect(session?.attributes.has("secure")).toBe(true)
  })

  it("API-028 API-029 the account client signs up, reads the member, and signs out with cloneCart; a stale crumb is retried once", async () => {
    const visitor = await new Visitor(url()).arrive()
    const accounts = createAccountClient({
      baseUrl: url(),
      fetch: visitor.fetch,
      crumb: () => visitor.crumb(),
      validate: "schema",
    })
    const email = newEmail()
    const registered = await accounts.register({ email, password: PASSWORD })
    expect(registered.ok && registered.value.member.email).toBe(email)
    expect(await accounts.member()).toMatchObject({ ok: true, value: { member: { email } } })
    await addShirts(visitor, 1)
    // A crumb of the visitor before sign-in: the first DELETE is refused, the retry goes through.
    visitor.cookies.set("crumb", registered.ok ? `${registered.value.xsrfToken.slice(0, -2)}AA` : "")
    const out = await accounts.signOut({ cloneCart: true })
    expect(out.ok && out.value.cart?.totalQuantity).toBe(1)
    expect(await accounts.member()).toEqual({ ok: true, value: { member: null } })
    const refused = await accounts.signIn({ email, password: "wrong password" })
    expect(refused).toMatchObject({ ok: false, error: { status: 401, message: SIGN_IN_FAILED_MESSAGE } })
  })
}
