import { VitrineProvider } from "@vitrine/react"
import { ProductBlock } from "@vitrine/react/product-block"
import { renderToString } from "react-dom/server"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { fakeClient } from "../../../react/test/fake-client.ts"
import { mug, product, settings } from "../../../react/test/products.ts"
import { renderPage } from "../entry-server.tsx"
import { startSession } from "./session.ts"

// The tracker is the census's own (its consent and visitor-metrics gates are tested in
// @vitrine/tracker): here each event the session asks it to send is recorded.
const sent = vi.hoisted(() => [] as Array<{ name: string; data: Record<string, unknown> }>)
vi.mock("@vitrine/tracker", () => ({
  metaPixel: () => undefined,
  reportPurchase: () => undefined,
  reportCheckoutConfirmed: () => undefined,
  startTracker: () => ({
    hit: () => undefined,
    consent: () => undefined,
    event: (name: string, data: Record<string, unknown>) => void sent.push({ name, data }),
  }),
}))

// The one IntersectionObserver the session makes, so a test can say when the section is on screen.
let observed: { callback: IntersectionObserverCallback; targets: Set<Element> } | undefined
class FakeIntersectionObserver {
  readonly targets = new Set<Element>()
  readonly callback: IntersectionObserverCallback
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback
    observed = this
  }
  observe(target: Element) {
    this.targets.add(target)
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
  }
}
const scrollIntoView = () => {
  const entries = [...(observed?.targets ?? [])].map((target) => ({ target, isIntersecting: true }))
  observed?.callback(entries as unknown as IntersectionObserverEntry[], observed as never)
}

// The page's product and its one related product, each one variant (added without a choice).
const tote = product("canvas-tote")
const totePath = `/products/${tote.urlSlug}`
const named = (name: string) => sent.filter((event) => event.name === name)

const addedOn = async (itemId: string) => {
  const result = await fakeClient({ products: [tote, mug] }).addToCart({ itemId, sku: null })
  if (!result.ok) throw new Error(result.error.message)
  return result.value
}

// Each test starts a session, whose listener on the document would outlive it: removed after each.
const listeners: Array<Parameters<Document["addEventListener"]>> = []
const addListener = document.addEventListener.bind(document)

describe("the related products' visitor events (TRACK-014)", () => {
  beforeEach(() => {
    sent.length = 0
    vi.spyOn(document, "addEventListener").mockImplementation((...args) => {
      listeners.push(args)
      addListener(...args)
    })
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver)
    window.history.replaceState(null, "", totePath)
    document.body.innerHTML = renderPage(totePath, {
      path: totePath,
      settings,
      cart: null,
      product: tote,
      products: [mug],
      analytics: {
        defaultMode: "full",
        bannerEnabled: false,
        visitorMetrics: true,
        performanceCollector: false,
      },
    })
  })
  afterEach(() => {
    for (const [type, listener, options] of listeners.splice(0))
      document.removeEventListener(type, listener, options)
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    document.body.innerHTML = ""
  })

  it("RelatedProductDisplay once, when the section first comes into view, naming the page's product", async () => {
    await startSession(totePath)
    expect(named("RelatedProductDisplay")).toEqual([])
    scrollIntoView()
    scrollIntoView()
    expect(named("RelatedProductDisplay")).toEqual([
      {
        name: "RelatedProductDisplay",
        data: expect.objectContaining({ pageId: totePath, productId: tote.id }),
      },
    ])
  })

  it("RelatedProductClick when a related product's link is followed, naming that product", async () => {
    await startSession(totePath)
    const link = document.querySelector<HTMLAnchorElement>(
      `[data-related-to] a[href="/products/${mug.urlSlug}"]`,
    )
    // jsdom cannot navigate: the click is kept from leaving once the session has seen it.
    document.addEventListener("click", (event) => event.preventDefault())
    link?.click()
    expect(named("RelatedProductClick")).toEqual([
      { name: "RelatedProductClick", data: expect.objectContaining({ itemId: mug.id, productId: mug.id }) },
    ])
  })

  it("TRACK-009 an add from the section is an add-on: AddToCart with product_page add-on, and RelatedProductAddToCart", async () => {
    const session = await startSession(totePath)
    const { shoppingCart, newlyAdded } = await addedOn(mug.id)
    session.added(shoppingCart, newlyAdded, totePath)
    expect(named("AddToCart")[0]?.data).toMatchObject({ itemId: mug.id, metric: { product_page: "add-on" } })
    expect(named("RelatedProductAddToCart")).toEqual([
      {
        name: "RelatedProductAddToCart",
        data: expect.objectContaining({ cartId: shoppingCart.id, itemId: mug.id, productId: mug.id }),
      },
    ])
  })

  it("TRACK-009 an add of the page's own product stays pdp, with no related event", async () => {
    const session = await startSession(totePath)
    const { shoppingCart, newlyAdded } = await addedOn(tote.id)
    session.added(shoppingCart, newlyAdded, totePath)
    expect(named("AddToCart")[0]?.data).toMatchObject({ itemId: tote.id, metric: { product_page: "pdp" } })
    expect(named("RelatedProductAddToCart")).toEqual([])
  })

  it("TRACK-009 an add from a product block (@vitrine/react) on another page is product_block, with no related event", async () => {
    window.history.replaceState(null, "", "/about")
    document.body.innerHTML = renderToString(
      <VitrineProvider client={fakeClient({ products: [mug] })} settings={settings} cart={null}>
        <ProductBlock product={mug} href={`/products/${mug.urlSlug}`} />
      </VitrineProvider>,
    )
    const session = await startSession("/about")
    const { shoppingCart, newlyAdded } = await addedOn(mug.id)
    session.added(shoppingCart, newlyAdded, "/about")
    expect(named("AddToCart")[0]?.data).toMatchObject({
      itemId: mug.id,
      metric: { product_page: "product_block" },
    })
    expect(named("RelatedProductAddToCart")).toEqual([])
  })
})
