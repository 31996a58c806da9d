import { describe, expect, it } from "vitest"
import { render } from "../index.ts"

const show = (template: string, data: unknown): string => {
  const { output, errors } = render(template, data)
  expect(errors).toEqual([])
  return output
}

const page = (context: object, structuredContent?: unknown, extra: object = {}) => ({
  item: { id: "p1", structuredContent },
  productMerchandisingContext: { p1: context },
  ...extra,
})

describe("DISPLAY-011 product-scarcity", () => {
  const views = [
    { qtyInStock: 2, attributes: { Size: "S" } },
    { qtyInStock: 0, attributes: { Size: "M" } },
    { qtyInStock: "5", attributes: { Size: "L" } },
  ]
  const scarcity = (context: object, content?: unknown) =>
    show(
      "{item|product-scarcity}",
      page({ scarcityTemplateViews: views, scarcityText: "Only {qtyInStock} left", ...context }, content),
    )
  const messages = (output: string) => [...output.matchAll(/\n {4}(.*)\n/g)].map((match) => match[1])

  it("DISPLAY-011 shows a message per variant that can still run out, only when scarcity is enabled", () => {
    expect(messages(scarcity({ scarcityEnabled: true }))).toEqual(["Only 2 left", "Only 5 left"])
    expect(scarcity({ scarcityEnabled: false })).toBe("")
    expect(scarcity({})).toBe("")
    expect(scarcity({ scarcityEnabled: "yes" })).toBe("")
  })

  it("DISPLAY-011 products whose stock does not run out have no scarcity message", () => {
    expect(scarcity({ scarcityEnabled: true }, { productType: 2 })).toBe("")
    expect(scarcity({ scarcityEnabled: true }, { productType: 4 })).toBe("")
    expect(
      scarcity({ scarcityEnabled: true, scarcityTemplateViews: [{ qtyInStock: 3, unlimited: true }] }),
    ).toBe("")
  })

  it("DISPLAY-011 each message starts hidden, carries its variant's attributes and escapes the text", () => {
    const output = scarcity({ scarcityEnabled: true, scarcityText: "<b>{qtyInStock}</b> & {qtyInStock}" })
    expect(output).toContain(
      '<div class="product-scarcity" data-variant-attributes="{&quot;Size&quot;:&quot;S&quot;}" hidden>',
    )
    expect(messages(output)).toEqual(["&lt;b&gt;2&lt;/b&gt; &amp; 2", "&lt;b&gt;5&lt;/b&gt; &amp; 5"])
  })

  it.each([
    ["no merchandising context", { item: { id: "p1" } }],
    ["a context that is not an object", { item: { id: "p1" }, productMerchandisingContext: "x" }],
    ["views that are not a list", page({ scarcityEnabled: true, scarcityTemplateViews: { a: 1 } })],
    ["an item without id", { item: {}, productMerchandisingContext: { "": { scarcityEnabled: true } } }],
  ])("DISPLAY-011 %s: nothing", (_, data) => {
    expect(show("{item|product-scarcity}", data)).toBe("")
  })

  it("DISPLAY-011 a view without attributes or text still renders, not hidden", () => {
    const output = show(
      "{item|product-scarcity}",
      page({ scarcityEnabled: true, scarcityTemplateViews: [{ qtyInStock: 1 }] }),
    )
    expect(output).toContain('<div class="product-scarcity">\n    \n  </div>')
  })
})

describe("RESTOCK-001 to RESTOCK-004 product-restock-notification", () => {
  const messages = {
    buttonText: "Sign Up",
    CTAText: "Tell me",
    placeholderText: 'Your "Email"',
    mailingListDescription: "News & more",
  }
  const restock = (context: object, content?: unknown, extra: object = {}) =>
    show(
      "{item|product-restock-notification}",
      page(
        { restockNotificationMessages: messages, restockNotificationViews: [{ variantId: 7 }], ...context },
        content,
        extra,
      ),
    )

  it("RESTOCK-001 a box is hidden when so configured, or when the product is not sold out", () => {
    const views = (hiddenByDefault: unknown) => ({
      restockNotificationViews: [{ variantId: 7, hiddenByDefault }],
    })
    expect(restock(views(false))).toContain('data-product-id="p1" data-variant-id="7">')
    expect(restock(views(true))).toContain('data-variant-id="7" hidden>')
    expect(restock(views("true"))).toContain('data-variant-id="7" hidden>')
    expect(restock(views(false), { productType: 1, variants: [{ qtyInStock: 0 }] })).toContain(
      'data-variant-id="7">',
    )
    expect(restock(views(false), { productType: 1, variants: [{ qtyInStock: 3 }] })).toContain(
      'data-variant-id="7" hidden>',
    )
    expect(restock(views(false), { productType: 2 })).toContain('data-variant-id="7" hidden>')
  })

  it("RESTOCK-002 the form has an email field; the store's texts are escaped", () => {
    const output = restock({})
    expect(output).toContain('<span class="product-restock-cta">Tell me</span>')
    expect(output).toContain('name="email" placeholder="Your &quot;Email&quot;">')
    expect(output).toContain('type="submit" value="Sign Up">')
  })

  it("RESTOCK-003 the mailing-list checkbox shows when enabled, checked when opted in by default", () => {
    expect(restock({})).not.toContain("isJoinMailingList")
    expect(restock({ mailingListSignUpEnabled: true })).toContain(
      '<input type="checkbox" name="isJoinMailingList">News &amp; more</label>',
    )
    expect(restock({ mailingListSignUpEnabled: true, mailingListOptInByDefault: true })).toContain(
      'name="isJoinMailingList" checked>',
    )
  })

  it("RESTOCK-004 a captcha container appears only when the site has a captcha key", () => {
    expect(restock({})).not.toContain("captcha")
    expect(restock({}, undefined, { website: { captchaSettings: { siteKey: "k" } } })).toContain(
      '<div class="captcha-container"></div>',
    )
    expect(restock({}, undefined, { website: { captchaSettings: { siteKey: "" } } })).not.toContain("captcha")
  })

  it.each([
    ["no views", { restockNotificationViews: [] }],
    ["views that are not a list", { restockNotificationViews: "7" }],
  ])("RESTOCK-001 %s: nothing but the reference engine's leading line breaks", (_, context) => {
    expect(restock(context)).toBe("\n".repeat(6))
  })

  it("RESTOCK-002 missing texts leave the box empty but whole", () => {
    const output = show("{item|product-restock-notification}", page({ restockNotificationViews: [{}] }))
    expect(output).toContain('data-variant-id="">')
    expect(output).toContain('<span class="product-restock-cta"></span>')
    expect(output.trim().endsWith("</div>")).toBe(true)
  })
})
