import { expect, it } from "vitest"
import { demo, PATH } from "./demo.ts"
import { Visitor } from "./visitor.ts"

const SESSION_EXPIRED = {
  crumbFail: true,
  message: "Your session has expired. Please reload the page and try again.",
}
const tote = () => ({ itemId: demo("canvas-tote").id })

/**
 * The crumb (double-submit CSRF token) over real HTTP.
 *
 * @example
 * crumbApi(() => server.url)
 */
export const crumbApi = (url: () => string): void => {
  it("ADDCART-020 a POST without the crumb header is 403 crumbFail with the session-expired message", async () => {
    const visitor = await new Visitor(url()).arrive()
    const { status, body } = await visitor.send("POST", PATH.entries, tote(), { crumb: false })
    expect(status).toBe(403)
    expect(body).toEqual(SESSION_EXPIRED)
  })

  it("ADDCART-020 a wrong crumb, or a crumb without its cookie, is 403 crumbFail", async () => {
    const visitor = await new Visitor(url()).arrive()
    expect(
      (await visitor.send("POST", PATH.entries, tote(), { crumb: "not-the-crumb-0123456789" })).body,
    ).toEqual(SESSION_EXPIRED)
    const crumb = visitor.crumb() ?? ""
    const cookieless = new Visitor(url())
    const { status, response } = await cookieless.send("POST", PATH.entries, tote(), { crumb })
    expect(status).toBe(403)
    expect(response.headers.getSetCookie().some((header) => header.startsWith("crumb="))).toBe(true)
  })

  it("PUT and DELETE need the crumb too", async () => {
    const visitor = await new Visitor(url()).arrive()
    const added = await visitor.send("POST", PATH.entries, tote())
    const entryId = added.body.newlyAdded.id
    expect(
      (await visitor.send("PUT", PATH.quantity(entryId), { quantity: 2 }, { crumb: false })).status,
    ).toBe(403)
    expect((await visitor.send("DELETE", PATH.entry(entryId), undefined, { crumb: false })).status).toBe(403)
  })

  it("the crumb may come in the ?crumb= query parameter instead of the header", async () => {
    const visitor = await new Visitor(url()).arrive()
    const query = `?crumb=${encodeURIComponent(visitor.crumb() ?? "")}`
    const { status } = await visitor.send("POST", PATH.entries + query, tote(), { crumb: false })
    expect(status).toBe(200)
  })

  it("GETs need no crumb, and the crumb cookie is set once per visitor", async () => {
    const visitor = await new Visitor(url()).arrive()
    const crumb = visitor.crumb()
    const { status, response } = await visitor.get(PATH.cart)
    expect(status).toBe(200)
    expect(response.headers.getSetCookie().some((header) => header.startsWith("crumb="))).toBe(false)
    expect(visitor.crumb()).toBe(crumb)
  })
}

/**
 * The /api rate limit over real HTTP; `url` is a server started with a limit of `limit` per minute.
 *
 * @example
 * rateLimitApi(() => limited.url, 5)
 */
export const rateLimitApi = (url: () => string, limit: number): void => {
  it("ADDCART-022 past the limit the API answers 429 'Please try again in a few seconds.'", async () => {
    const visitor = new Visitor(url())
    const statuses: number[] = []
    for (let call = 0; call < limit; call++) statuses.push((await visitor.get(PATH.products)).status)
    expect(statuses.every((status) => status === 200)).toBe(true)
    const { status, body, response } = await visitor.send("POST", PATH.entries, tote())
    expect(status).toBe(429)
    expect(body).toEqual({ message: "Please try again in a few seconds." })
    expect(response.headers.get("ratelimit")).toContain("r=0")
    const client = await visitor.client().addToCart(tote())
    expect(client).toMatchObject({
      ok: false,
      error: { status: 429, message: "Please try again in a few seconds." },
    })
  })

  it("the health endpoint is outside the limit: a load balancer polling from one address is never refused", async () => {
    const visitor = new Visitor(url())
    for (let call = 0; call <= limit; call++) await visitor.get(PATH.products)
    expect((await visitor.get(PATH.products)).status).toBe(429)
    const polls = await Promise.all(Array.from({ length: limit * 3 }, () => visitor.get(PATH.health)))
    expect(polls.map((poll) => poll.status)).toEqual(polls.map(() => 200))
    expect((await visitor.get("/API/Health")).status).toBe(200)
  })
}
