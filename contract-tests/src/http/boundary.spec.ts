import { HTTP_MESSAGE } from "@vitrine/adapter-http/contract"
import { expect, it } from "vitest"
import { demo, PATH } from "./demo.ts"
import { Visitor } from "./visitor.ts"

const refused = (part: string, message: string) => ({ message, errors: { [part]: message } })

/**
 * The boundary over real HTTP: the requests of issue 14 that answered 500 (a NUL reaching
 * Postgres), and the other parts of a request it checks, each refused with 400 and its message.
 *
 * @example
 * boundaryApi(() => server.url)
 */
export const boundaryApi = (url: () => string): void => {
  it.each([
    ["/api/commerce/products/%00", "path"],
    ["/products/%00", "path"],
    ["/api/commerce/products/%ED%A0%80/block", "path"],
    ["/api/commerce/products/caf%C3", "path"],
    ["/api/admin/emails/restock/preview?productId=%00", "query"],
    ["/api/commerce/inventory/stock/?itemId=%00", "query"],
    ["/api/commerce/inventory/stock/?itemId=%ZZ", "query"],
  ])("GET %s is 400 with the %s message, not a 500", async (path, part) => {
    const { status, body, response } = await new Visitor(url()).get(path)
    expect(status).toBe(400)
    expect(body).toEqual(refused(part, part === "path" ? HTTP_MESSAGE.badPath : HTTP_MESSAGE.badQuery))
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
  })

  it("a cart cookie holding NUL is 400 with the cookies message", async () => {
    const visitor = new Visitor(url())
    visitor.cookies.set("vitrine_cart", "\u0000")
    const { status, body } = await visitor.get(PATH.cart)
    expect(status).toBe(400)
    expect(body).toEqual(refused("cookies", HTTP_MESSAGE.badCookie))
  })

  it.each([
    ["a value", { itemId: "prod-\u0000" }],
    ["a nested key", { itemId: demo("canvas-tote").id, extra: [{ "a\u0000": 1 }] }],
    ["a lone surrogate", { itemId: demo("canvas-tote").id, sku: "\ud800" }],
  ])("a JSON body with NUL or a lone surrogate in %s is 400 with the body message", async (_, payload) => {
    const visitor = await new Visitor(url()).arrive()
    const before = (await visitor.get(PATH.cart)).body
    const { status, body } = await visitor.send("POST", PATH.entries, JSON.stringify(payload))
    expect(status).toBe(400)
    expect(body).toEqual(refused("body", HTTP_MESSAGE.badBody))
    expect((await visitor.get(PATH.cart)).body).toEqual(before)
  })

  it("a JSON body whose bytes are not UTF-8 is 400 with the body message", async () => {
    const visitor = await new Visitor(url()).arrive()
    const bytes = Buffer.concat([
      Buffer.from('{"itemId":"prod-'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}'),
    ])
    const response = await visitor.fetch(url() + PATH.entries, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": visitor.crumb() ?? "" },
      body: bytes,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(refused("body", HTTP_MESSAGE.badBody))
  })

  it("clean text passes: an encoded slug, accents and emoji reach the route (404 for no such product)", async () => {
    const { status, body } = await new Visitor(url()).get(
      `${PATH.products}/${encodeURIComponent("café-☕-𝄞")}`,
    )
    expect(status).toBe(404)
    expect(body.message).toBe("Sorry, that item is no longer available.")
  })
}
