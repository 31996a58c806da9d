import {
  dictionaryFor,
  type HomeLayout,
  languageLinks,
  type MultilingualSettings,
  type StorefrontStrings,
} from "@vitrine/core/site"
import { describe, expect, it } from "vitest"
import { giftCard, mug, settings, soldOutCap, tee } from "../../../react/test/products.ts"
import { TOTE_QUOTE as QUOTE } from "../../test/checkout-quote.ts"
import { renderPage } from "../entry-server.tsx"
import { readPageData } from "../ssr/page-data.ts"
import { loadPageOf } from "./storefront-pages.ts"

// The storefront's server render in another of the site's languages, as app-server asks for it:
// the page's own path (`/fr/…`) and its language in the page data.

const site: MultilingualSettings = {
  primaryLanguage: "en",
  languages: [
    { tag: "en", published: true },
    { tag: "fr", published: true },
    { tag: "de", published: true },
  ],
  connection: { status: "connected", connectedAt: "2026-11-29T09:00:00.000Z" },
}

const inFrench = (rest: string) => ({
  tag: "fr",
  prefix: "/fr",
  strings: dictionaryFor("fr"),
  links: languageLinks(site, "fr", rest),
})

const render = (path: string, rest: string, extra: object = {}) => {
  document.body.innerHTML = renderPage(path, {
    path,
    settings,
    cart: null,
    language: inFrench(rest),
    ...extra,
  })
  return document.body
}

// French puts a no-break space between the currency and the amount.
const spaced = (text: string | null | undefined) => text?.replace(/\s/g, " ")

describe("a storefront page in French", () => {
  it("SESSION-002 the header's switcher links the same page in each live language, named in itself, French current", async () => {
    await loadPageOf("product")
    const body = render("/fr/products/linen-tee", "/products/linen-tee", { product: tee })
    const switcher = body.querySelector('nav[aria-label="Langue"]')
    const links = [...(switcher?.querySelectorAll("a") ?? [])].map((a) => ({
      name: a.textContent,
      href: a.getAttribute("href"),
      lang: a.getAttribute("lang"),
      current: a.getAttribute("aria-current"),
    }))
    expect(links).toEqual([
      { name: "English", href: "/products/linen-tee", lang: "en", current: null },
      { name: "Français", href: "/fr/products/linen-tee", lang: "fr", current: "true" },
      { name: "Deutsch", href: "/de/products/linen-tee", lang: "de", current: null },
    ])
    // Home and the cart stay in French.
    expect(body.querySelector(".brand")?.getAttribute("href")).toBe("/fr")
    const cartLink = body.querySelector('[data-island="cart-indicator"] a')
    expect([cartLink?.getAttribute("href"), cartLink?.textContent]).toEqual(["/fr/cart", "Panier Vide"])
  })

  it("SITE-009 the product page's purchase area shows the French dictionary's texts", async () => {
    await loadPageOf("product")
    const body = render("/fr/products/linen-tee", "/products/linen-tee", { product: tee })
    const purchase = body.querySelector('[data-island="purchase"]')
    expect(purchase?.querySelector("button.vitrine-add-to-cart")?.textContent).toBe("Ajouter au panier")
    expect(purchase?.querySelector(".vitrine-quantity label")?.textContent).toBe("Quantité")
    expect([...(purchase?.querySelectorAll("option[value='']") ?? [])].map((o) => o.textContent)).toEqual([
      "Choisir Size",
      "Choisir Colour",
    ])
  })

  it("SITE-009 a sold-out product is marked in French", async () => {
    await loadPageOf("product")
    const body = render("/fr/products/wool-cap", "/products/wool-cap", { product: soldOutCap })
    expect(body.querySelector(".status-label")?.textContent).toBe("épuisé")
  })

  it("SITE-009 the island page carries the dictionary as data for its islands, and not the switcher it never hydrates", async () => {
    await loadPageOf("product")
    render("/fr/products/linen-tee", "/products/linen-tee", { product: tee })
    const data = readPageData(document)
    expect(data?.language).toEqual({ tag: "fr", prefix: "/fr", strings: dictionaryFor("fr") })
    const props = Object.values(data?.islands ?? {}) as Array<{ strings?: StorefrontStrings }>
    expect(props.find((island) => island.strings)?.strings).toEqual(dictionaryFor("fr"))
  })

  it("the cart under /fr is the cart page, its switcher kept in the page data the whole app hydrates with", async () => {
    await loadPageOf("cart")
    const body = render("/fr/cart", "/cart")
    expect(body.querySelector("[data-cart-root]")).not.toBeNull()
    expect(body.querySelector('nav[aria-label="Langue"] a[aria-current="true"]')?.getAttribute("href")).toBe(
      "/fr/cart",
    )
    expect(readPageData(document)?.language?.links).toHaveLength(3)
  })

  it("SITE-009 the cart page's texts are the French dictionary's, its links stay in French", async () => {
    await loadPageOf("cart")
    const body = render("/fr/cart", "/cart")
    expect(body.querySelector("h1")?.textContent).toBe("Votre panier")
    expect(body.querySelector(".empty p")?.textContent).toBe("Votre panier est vide.")
    const more = body.querySelector(".empty a")
    expect([more?.textContent, more?.getAttribute("href")]).toEqual(["Continuer vos achats", "/fr"])
  })

  it("SITE-009 the header's sign-in link is in French and leads to the French sign-in page", async () => {
    await loadPageOf("cart")
    const body = render("/fr/cart", "/cart")
    const link = body.querySelector('[data-island="account-link"] a')
    expect([link?.textContent, link?.getAttribute("href")]).toEqual(["Se connecter", "/fr/account/sign-in"])
  })

  it("SITE-009 the checkout page's title, its contact section and its order button are the French dictionary's", async () => {
    await loadPageOf("checkout")
    const body = render("/fr/checkout", "/checkout", { quote: QUOTE })
    const french = dictionaryFor("fr")
    expect(body.querySelector("h1")?.textContent).toBe(french.checkout)
    const texts = [...body.querySelectorAll("h2, legend, button")].map((node) => node.textContent)
    expect(texts).toEqual(expect.arrayContaining([french.contact, french.placeOrder]))
    expect(texts).not.toContain(dictionaryFor("en").placeOrder)
  })

  it("SITE-009 an empty listing, a store page's filters and its empty category, and the related products' heading are French", async () => {
    await loadPageOf("listing")
    expect(render("/fr", "/", { products: [] }).querySelector(".empty")?.textContent).toBe(
      "Aucun produit pour le moment.",
    )
    await loadPageOf("store-page")
    const storePage = {
      title: "Linen Shop",
      description: "",
      urlId: "linen-shop",
      filters: [{ id: "cat-home", name: "Home" }],
      category: "cat-home",
    }
    const shop = render("/fr/shop/linen-shop", "/shop/linen-shop", { storePage, products: [] })
    const filters = shop.querySelector('nav[aria-label="Catégories"]')
    expect([...(filters?.querySelectorAll("a") ?? [])].map((a) => a.textContent)).toEqual(["Tout", "Home"])
    expect(shop.querySelector(".empty")?.textContent).toBe(
      "Aucun produit dans cette catégorie pour le moment.",
    )
    await loadPageOf("product")
    const product = render("/fr/products/linen-tee", "/products/linen-tee", { product: tee, products: [mug] })
    expect(product.querySelector(".related-heading")?.textContent).toBe("Vous aimerez aussi")
  })

  it("SITE-009 a listing's cards show their add buttons, 'Sold Out' included, and their prices in French", async () => {
    await loadPageOf("listing")
    const listing = render("/fr", "/", { products: [mug, soldOutCap] })
    const buttons = [...listing.querySelectorAll('[data-island="card-add"] button')]
    expect(buttons.map((button) => [button.textContent, button.getAttribute("aria-label")])).toEqual([
      ["Ajouter au panier", `Ajouter au panier, ${mug.title}`],
      ["Épuisé", `Épuisé, ${soldOutCap.title}`],
    ])
    // The store's dollars, written as French writes numbers: the sale price and the regular one.
    const mugPrice = listing.querySelector(".card .vitrine-price")
    expect(spaced(mugPrice?.querySelector(".vitrine-price-now")?.textContent)).toBe("$US 15,00")
    expect(spaced(mugPrice?.querySelector(".vitrine-price-was")?.textContent)).toBe("Prix normal $US 20,00")
  })

  it("SITE-009 the product page's price is written in French and a sold-out product's button says 'Épuisé'", async () => {
    await loadPageOf("product")
    const mugPage = render("/fr/products/mug", "/products/mug", { product: mug })
    const price = mugPage.querySelector('[data-island="purchase"] .vitrine-price-now')?.textContent
    expect(spaced(price)).toBe("$US 15,00")
    const capPage = render("/fr/products/wool-cap", "/products/wool-cap", { product: soldOutCap })
    expect(capPage.querySelector("button.vitrine-add-to-cart")?.textContent).toBe("Épuisé")
  })

  it("SITE-009 the checkout names the countries in French, their codes kept as the values sent", async () => {
    await loadPageOf("checkout")
    const body = render("/fr/checkout", "/checkout", { quote: QUOTE })
    const country = body.querySelector<HTMLSelectElement>('select[name="country"]')
    const options = [...(country?.options ?? [])].map((option) => [option.value, option.textContent])
    expect(options).toEqual(
      expect.arrayContaining([
        ["US", "États-Unis"],
        ["DE", "Allemagne"],
        ["GB", "Royaume-Uni"],
      ]),
    )
    expect(body.querySelector('select[name="region"] option[value=""]')?.textContent).toBe("Choisir…")
    // The United States' "State" and "ZIP Code" are English words: French says them in general.
    const labels = [...body.querySelectorAll(".checkout-section label")].map((label) => label.textContent)
    expect(labels).toEqual(expect.arrayContaining(["Pays", "Région", "Code postal"]))
    expect(labels).not.toContain("ZIP Code")
  })

  it("SITE-002 the home text block's links to pages of the site stay in French, others as written", async () => {
    await loadPageOf("listing")
    const homeLayout: HomeLayout = {
      sections: [
        {
          padding: 3,
          blocks: [
            {
              kind: "text",
              heading: "",
              paragraph: {
                blocks: [
                  {
                    kind: "paragraph",
                    runs: [
                      { text: "Notre histoire", href: "/about" },
                      { text: "Presse", href: "https://example.com/press" },
                    ],
                  },
                ],
              },
            },
          ],
        },
      ],
    }
    const home = render("/fr", "/", { products: [tee], homeLayout })
    const links = [...home.querySelectorAll(".home-rich-text a")].map((a) => a.getAttribute("href"))
    expect(links).toEqual(["/fr/about", "https://example.com/press"])
  })

  it("SITE-009 a product whose variants cost differently starts 'À partir de' its lowest price", async () => {
    await loadPageOf("listing")
    const listing = render("/fr", "/", { products: [giftCard] })
    expect(spaced(listing.querySelector(".card .vitrine-price")?.textContent)).toBe("À partir de $US 25,00")
  })

  it("SITE-009 the listing's heading and the product page's breadcrumb are in French", async () => {
    await loadPageOf("listing")
    expect(render("/fr", "/", { products: [tee] }).querySelector("h1")?.textContent).toBe("Boutique")
    await loadPageOf("product")
    const product = render("/fr/products/linen-tee", "/products/linen-tee", { product: tee })
    const breadcrumb = product.querySelector(".breadcrumb")
    expect([breadcrumb?.getAttribute("aria-label"), breadcrumb?.querySelector("a")?.textContent]).toEqual([
      "Fil d'Ariane",
      "Boutique",
    ])
  })

  it("the listing's product links and the product page's breadcrumb stay in French", async () => {
    await loadPageOf("listing")
    const listing = render("/fr", "/", { products: [tee] })
    expect(listing.querySelector(".card-title a")?.getAttribute("href")).toBe("/fr/products/linen-tee")
    await loadPageOf("product")
    const product = render("/fr/products/linen-tee", "/products/linen-tee", { product: tee })
    expect(product.querySelector(".breadcrumb a")?.getAttribute("href")).toBe("/fr")
  })

  it("a site serving one language shows no switcher", async () => {
    await loadPageOf("cart")
    document.body.innerHTML = renderPage("/cart", { path: "/cart", settings, cart: null })
    expect(document.querySelector(".language-switcher")).toBeNull()
  })

  it("SITE-009 the server's page for a missing path is in French, its link to the French shop", () => {
    const body = render("/fr/no-such-page", "/no-such-page")
    expect(body.querySelector("main h1")?.textContent).toBe("Page introuvable")
    expect(body.querySelector(".state-screen a")?.getAttribute("href")).toBe("/fr")
    expect(body.querySelector(".state-screen a")?.textContent).toBe("Retour à la boutique")
  })
})
