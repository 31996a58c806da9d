import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type Cart, cartFromStored } from "@vitrine/core/cart"
import { ADD_BUTTON_TEXT, type Product, STATUS_LABEL } from "@vitrine/core/catalog"
import { DEFAULT_STORE_SETTINGS } from "@vitrine/core/site"
import { compile, type TemplateError } from "@vitrine/core/template"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoCatalogue } from "../seed/index.ts"
import { descriptionText, headTags, withHead } from "./head.ts"
import { type StoreRendering, storeRendering, subjectOf } from "./render.ts"
import { loadStoreTemplates, TEMPLATE_NAMES, TEMPLATES_DIR, TemplatesNotCompiled } from "./templates.ts"

const place = { settings: DEFAULT_STORE_SETTINGS, baseUrl: "" }
const mail = { settings: DEFAULT_STORE_SETTINGS, baseUrl: "https://shop.example" }
const demo = (slug: string): Product => {
  const product = demoCatalogue.find((candidate) => candidate.urlSlug === slug)
  if (!product) throw new Error(`no demo product ${slug}`)
  return product
}
const cartOf = (
  entries: Cart["entries"] extends readonly (infer E)[] ? Omit<E, "subTotal">[] : never,
): Cart =>
  cartFromStored({
    id: "cart-1",
    websiteId: "vitrine-demo",
    orderId: null,
    created: "2026-11-23T03:00:00.000Z",
    currency: "USD",
    isPurchased: false,
    entries,
  })

let rendering: StoreRendering
const reported: Array<{ template: string; errors: readonly TemplateError[] }> = []
beforeAll(async () => {
  rendering = storeRendering({
    templates: await loadStoreTemplates(),
    onErrors: (template, errors) => reported.push({ template, errors }),
  })
})

describe("the store's templates", () => {
  it.each(TEMPLATE_NAMES)("%s compiles without errors", (name) => {
    const source = readFileSync(join(TEMPLATES_DIR, `${name}.jsont`), "utf8")
    expect(compile(source).errors).toEqual([])
  })

  it("TPL-041 a template that does not compile stops the load, naming file, line and error", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vitrine-templates-"))
    try {
      cpSync(TEMPLATES_DIR, dir, { recursive: true })
      writeFileSync(join(dir, "product-block.jsont"), "{.section item}\n  {@|no-such-formatter}\n{.end}")
      rmSync(join(dir, "order-email.jsont"))
      const loading = loadStoreTemplates(dir)
      await expect(loading).rejects.toBeInstanceOf(TemplatesNotCompiled)
      await expect(loading).rejects.toThrow(`The store's templates in ${dir} do not compile:`)
      await expect(loading).rejects.toThrow(
        /product-block\.jsont:2:\d+: Formatter 'no-such-formatter' is unknown/,
      )
      await expect(loading).rejects.toThrow("order-email.jsont: file not found")
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("the product block of the demo catalogue", () => {
  it("DISPLAY-003 DISPLAY-007 a sold-out product (Merino Beanie) carries the sold-out mark and its price", () => {
    const html = rendering.productBlock(demo("merino-beanie"), place)
    expect(html).toContain(
      '<h1 class="product-block-title"><a href="/products/merino-beanie">Merino Beanie</a></h1>',
    )
    expect(html).toContain(`<div class="product-mark sold-out">${STATUS_LABEL["sold-out"]}</div>`)
    expect(html).toContain("$38.00")
    expect(html).not.toContain("product-quantity-input")
  })

  it("DISPLAY-005 DISPLAY-007 an on-sale product (Pour-Over Set) shows the sale mark, sale and original prices", () => {
    const html = rendering.productBlock(demo("pour-over-set"), place)
    expect(html).toContain(`<div class="product-mark sale">${STATUS_LABEL.sale}</div>`)
    expect(html).toMatch(/Sale Price:<\/span>\$42\.00 .*<span class="original-price">\$54\.00<\/span>/)
    expect(html).toContain('data-variant-option-name="Glaze"')
    expect(html).toContain(ADD_BUTTON_TEXT.addToCart)
  })

  it("SUBS-006 ADDCART-008 DISPLAY-015 a subscribable product (Coffee Subscription) is priced per month, says Subscribe, has no quantity", () => {
    const html = rendering.productBlock(demo("coffee-subscription"), place)
    expect(html).toContain("$18.00 every month")
    expect(html).toContain(`<div class="sqs-add-to-cart-button-inner">${ADD_BUTTON_TEXT.subscribe}</div>`)
    expect(html).not.toContain("product-quantity-input")
    expect(html).not.toContain('class="product-mark')
  })

  it("DISPLAY-004 a gift card is never sold out; its amounts are its options, its price starts from the smallest", () => {
    const html = rendering.productBlock(demo("gift-card"), place)
    expect(html).not.toContain('class="product-mark')
    expect(html).toContain('<option value="$50.00">$50.00</option>')
    expect(html).toContain("from $25.00")
    expect(html).toContain(`<div class="sqs-add-to-cart-button-inner">${ADD_BUTTON_TEXT.addToCart}</div>`)
  })

  it("ADDCART-008 a custom button text (Styling Consultation) replaces Add To Cart", () => {
    const html = rendering.productBlock(demo("styling-consultation"), place)
    expect(html).toContain('<div class="sqs-add-to-cart-button-inner">Book Now</div>')
  })

  it("escapes the catalogue's text and shows the first image; a product without images has no <img>", () => {
    const journal = demo("members-journal")
    const html = rendering.productBlock({ ...journal, title: "Members' <Journal>" }, place)
    expect(html).toContain("Members' &lt;Journal&gt;")
    expect(html).toContain(`<img src="/images/products/img-members-journal.svg" alt="Members' Journal"`)
    expect(rendering.productBlock({ ...journal, images: [] }, place)).not.toContain("<img")
  })

  it("prices follow the store currency", () => {
    const html = rendering.productBlock(demo("canvas-tote"), {
      settings: { ...DEFAULT_STORE_SETTINGS, selectedCurrency: "EUR" },
      baseUrl: "",
    })
    expect(html).toContain("€24.00")
  })
})

describe("the e-mails", () => {
  it("RESTOCK the back-in-stock e-mail names the product, the variant that is back and links to it", () => {
    const shirt = demo("linen-shirt")
    const sage = shirt.variants.find((variant) => variant.sku === "LINEN-SHIRT-L-SAGE")
    const email = rendering.restockEmail(shirt, sage, mail)
    expect(email.subject).toBe("Linen Shirt is back in stock")
    expect(email.html).toMatch(/^<!doctype html>/)
    expect(email.html).toContain('<img src="https://shop.example/images/products/img-linen-shirt-sage.svg"')
    expect(email.html).toContain("L / Sage")
    expect(email.html).toContain("$68.00")
    expect(email.html).toContain('href="https://shop.example/products/linen-shirt"')
    expect(email.text).toContain("Good news: Linen Shirt is back in stock.")
    expect(email.text).toContain("https://shop.example/products/linen-shirt")
    expect(email.text).not.toContain("<")
  })

  it("RESTOCK a product missing an image renders without one; a product without options names no variant", () => {
    const tote = { ...demo("canvas-tote"), images: [] }
    const email = rendering.restockEmail(tote, tote.variants[0], mail)
    expect(email.html).not.toContain("<img")
    expect(email.html).toContain("Canvas Tote")
    expect(email.html).toContain("$24.00")
    expect(email.text).toContain("$24.00")
    expect(rendering.restockEmail(tote, undefined, mail).html).not.toContain("$24.00")
  })

  it("TPL-009 TPL-012 the order e-mail lists each line with its total, the item count and the subtotal", () => {
    const shirt = demo("linen-shirt")
    const variant = shirt.variants[0]
    if (!variant) throw new Error("no variant")
    const cart = cartOf([
      {
        id: "e1",
        itemId: shirt.id,
        quantity: 2,
        chosenVariant: { sku: variant.sku, attributes: variant.attributes },
        title: shirt.title,
        productType: shirt.productType,
        imageUrl: "/images/products/img-linen-shirt.svg",
        purchasePriceCents: 6800,
        additionalFields: null,
      },
      {
        id: "e2",
        itemId: "prod-canvas-tote",
        quantity: 1,
        chosenVariant: { sku: "CANVAS-TOTE", attributes: {} },
        title: "Canvas Tote",
        productType: 1,
        imageUrl: null,
        purchasePriceCents: 2400,
        additionalFields: null,
      },
    ])
    // 03:00 UTC on 23 November is still the 22nd in New York, the default website.timeZone.
    const email = rendering.orderEmail(cart, { ...mail, sentAt: Date.UTC(2026, 10, 23, 3) })
    expect(email.subject).toBe("Your Vitrine order")
    expect(email.html).toContain("November 22, 2026")
    expect(email.html).toContain("S / White")
    expect(email.html).toContain("2 × $68.00")
    expect(email.html).toContain("$136.00")
    expect(email.html).toContain('<span class="sqs-cart-quantity">3</span>')
    expect(email.html).toContain("$160.00")
    expect(email.html.match(/<img /g)).toHaveLength(1)
    expect(email.text).toContain("2 × Linen Shirt (S / White): $136.00")
    expect(email.text).toContain("1 × Canvas Tote: $24.00")
    expect(email.text).toContain("Subtotal: $160.00")
  })

  it("TPL-009 the order e-mail of a cart with zero entries says so, with a zero subtotal", () => {
    const email = rendering.orderEmail(cartOf([]), { ...mail, sentAt: Date.UTC(2026, 10, 23, 3) })
    expect(email.html).toContain("There is nothing in this order.")
    expect(email.html).toContain('<span class="sqs-cart-quantity">0</span>')
    expect(email.html).toContain("$0.00")
    expect(email.text).toContain("There is nothing in this order.")
    expect(email.text).toContain("Subtotal: $0.00")
  })

  it("SCOPE-006 beyond the visitor pages, the engine renders the store's product block and e-mails (HTML and text), all of the demo catalogue's without a template error", () => {
    reported.length = 0
    for (const product of demoCatalogue) {
      expect(rendering.productBlock(product, place)).toContain(product.urlSlug)
      const email = rendering.restockEmail(product, product.variants[0], mail)
      expect(email.html).toContain("<html")
      expect(email.text.length).toBeGreaterThan(0)
    }
    const order = rendering.orderEmail(cartOf([]), { ...mail, sentAt: 0 })
    expect(order.html).toContain("<html")
    expect(order.text.length).toBeGreaterThan(0)
    expect(reported).toEqual([])
  })

  it("takes the subject from the <title>, entities decoded", () => {
    expect(subjectOf("<title>Members&#39; Journal &amp; more\n is back</title>")).toBe(
      "Members' Journal & more is back",
    )
    expect(subjectOf("<p>no title</p>")).toBe("")
  })
})

describe("a page's head", () => {
  it("replaces index.html's title and description with the page's, escaped, and adds its canonical link", () => {
    const index =
      '<html><head><meta name="description" content="Vitrine reference store" /><title>Vitrine</title></head><body></body></html>'
    expect(
      withHead(index, {
        title: "Tea & <Cake> · $&",
        description: 'A "fine" tea',
        canonical: "https://s.example/",
      }),
    ).toBe(
      '<html><head><title>Tea &#38; &#60;Cake&#62; · $&#38;</title><meta name="description" content="A &#34;fine&#34; tea" /><link rel="canonical" href="https://s.example/" /></head><body></body></html>',
    )
  })

  it("writes Open Graph tags and JSON-LD that no product text can close early", () => {
    const tags = headTags({
      title: "Mug",
      description: "d",
      canonical: "https://s.example/products/mug",
      openGraph: { type: "product", image: "https://s.example/i.svg" },
      jsonLd: { name: "</script><script>alert(1)</script>" },
    })
    expect(tags).toContain('<meta property="og:type" content="product" />')
    expect(tags).toContain('<meta property="og:image" content="https://s.example/i.svg" />')
    expect(tags).toContain('<script type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>')
    expect(tags.match(/<\/script>/g)).toHaveLength(1)
  })

  it("takes a description's text from the product's HTML, on one line, cut near 155 characters", () => {
    expect(descriptionText("<p>Soft <b>linen</b>,&nbsp;washed.</p>\n<p>Two</p>")).toBe(
      "Soft linen , washed. Two",
    )
    expect(descriptionText("word ".repeat(60)).length).toBeLessThanOrEqual(158)
  })
})

afterAll(() => {
  reported.length = 0
})
