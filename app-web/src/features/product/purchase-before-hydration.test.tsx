import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { moneyFromMinor } from "@vitrine/core/money"
import { dictionaryFor, ENGLISH, type StorefrontStrings } from "@vitrine/core/site"
import { startTransition } from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { afterEach, describe, expect, it, vi } from "vitest"
import { fakeClient } from "../../../../react/test/fake-client.ts"
import { giftCard, product, settings, soldOutCap, tee, variant } from "../../../../react/test/products.ts"

// The product page's purchase island as a slow phone gets it: the server's HTML first, the visitor
// entering into it, then the island's code hydrating it (in a transition, as `islands.tsx` does),
// its lazy parts (the price) possibly later still. Each side imports the page afresh, so the
// browser's lazy parts start unloaded, as on a first visit.

vi.mock("altcha", () => ({}))

/** A print whose sizes cost differently: the price shown follows the size chosen. */
const print = product("art-print", {
  variantOptionOrdering: ["Size"],
  variants: [
    variant("print-s", { Size: "S" }, { priceMoney: moneyFromMinor(2000) }),
    variant("print-l", { Size: "L" }, { priceMoney: moneyFromMinor(3500) }),
  ],
})

type Purchase = typeof import("./ProductPurchase.tsx")
type Frame = typeof import("../../islands/IslandFrame.tsx")
type Store = typeof import("@vitrine/react")

/** The purchase island's tree from freshly imported modules. */
const purchaseIsland = async (item = tee, strings: StorefrontStrings = ENGLISH) => {
  // The store offers the restock box's mailing-list checkbox; the server embeds that in the page.
  const restockBox = { captcha: false, mailingListSignUp: true, mailingListOptInByDefault: false }
  const { ProductPurchase }: Purchase = await import("./ProductPurchase.tsx")
  const { IslandFrame }: Frame = await import("../../islands/IslandFrame.tsx")
  const { createCartStore }: Store = await import("@vitrine/react")
  const client = fakeClient({ products: [item] })
  const data = { path: `/products/${item.urlSlug}`, settings, cart: null, restockBox }
  const ui = (
    <IslandFrame client={client} data={data} cartStore={createCartStore(client, null)} path={data.path}>
      <ProductPurchase product={item} strings={strings} />
    </IslandFrame>
  )
  return { ui, client }
}

/** The island's HTML as the server sends it (every lazy part loaded), on the page. */
const serverHtml = async (item = tee, strings: StorefrontStrings = ENGLISH) => {
  vi.resetModules()
  const { loadEveryPart } = await import("../../app/lazy-part.ts")
  const { ui } = await purchaseIsland(item, strings)
  await loadEveryPart()
  const container = document.createElement("div")
  container.innerHTML = renderToString(ui)
  document.body.append(container)
  return container
}

/** Hydrates `container` with a fresh import of the island, as the browser's islands entry does. */
const hydrate = async (container: HTMLElement, item = tee, strings: StorefrontStrings = ENGLISH) => {
  // The page's data is the page's own only at its path.
  window.history.replaceState(null, "", `/products/${item.urlSlug}`)
  vi.resetModules()
  const { ui, client } = await purchaseIsland(item, strings)
  await act(async () => startTransition(() => void hydrateRoot(container, ui)))
  return client
}

/** The island's lazy parts (the price among them), whose chunks the test lets through by hand. */
const partsHeldBack = () => {
  let release: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => {
    release = resolve
  })
  vi.doMock("../../app/lazy-part.ts", async () => {
    const actual = await vi.importActual<typeof import("../../app/lazy-part.ts")>("../../app/lazy-part.ts")
    return { ...actual, lazyPart: (load: () => Promise<never>) => actual.lazyPart(() => arrived.then(load)) }
  })
  return { release: () => act(async () => release()) }
}

const price = () => document.querySelector(".vitrine-price")?.textContent

afterEach(() => {
  vi.doUnmock("../../app/lazy-part.ts")
  document.body.innerHTML = ""
})

describe("the product page's purchase fields entered before hydration", () => {
  it("SITE-009 hydrates in French with the dictionary of its props: the server's French texts stay, no mismatch, and adding speaks French", async () => {
    const french = dictionaryFor("fr")
    const container = await serverHtml(tee, french)
    expect(screen.getByRole("button", { name: "Ajouter au panier" })).toBeTruthy()
    expect(screen.getByLabelText("Quantité")).toBeTruthy()
    expect(screen.getAllByRole("option", { name: "Choisir Size" })).toHaveLength(1)
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      await hydrate(container, tee, french)
      expect(errors).not.toHaveBeenCalled()
    } finally {
      errors.mockRestore()
    }
    fireEvent.change(screen.getByLabelText("Size"), { target: { value: "S" } })
    fireEvent.change(screen.getByLabelText("Colour"), { target: { value: "White" } })
    fireEvent.click(screen.getByRole("button", { name: "Ajouter au panier" }))
    await waitFor(() => expect(screen.getByRole("button", { name: "Ajout…" })).toBeTruthy())
  })

  it("adds the quantity typed into the server's HTML before the island hydrated", async () => {
    const container = await serverHtml()
    const quantity = screen.getByLabelText<HTMLInputElement>("Quantity")
    // Chosen and typed on the server's HTML, before any script ran.
    fireEvent.change(screen.getByLabelText("Size"), { target: { value: "S" } })
    fireEvent.change(screen.getByLabelText("Colour"), { target: { value: "Navy" } })
    quantity.value = "3"
    const client = await hydrate(container)
    expect(screen.getByLabelText<HTMLInputElement>("Quantity").value).toBe("3")
    fireEvent.click(screen.getByRole("button", { name: "Add To Cart" }))
    await waitFor(() =>
      expect(client.addToCart).toHaveBeenCalledWith({ itemId: tee.id, sku: "TEE-S-NAVY", quantity: 3 }),
    )
  })

  it("adds the default quantity when nobody typed one", async () => {
    const container = await serverHtml()
    fireEvent.change(screen.getByLabelText("Size"), { target: { value: "S" } })
    fireEvent.change(screen.getByLabelText("Colour"), { target: { value: "White" } })
    const client = await hydrate(container)
    fireEvent.click(screen.getByRole("button", { name: "Add To Cart" }))
    await waitFor(() =>
      expect(client.addToCart).toHaveBeenCalledWith({ itemId: tee.id, sku: "TEE-S-WHITE", quantity: 1 }),
    )
  })
})

describe("a gift card's amount chosen before its selects hydrated", () => {
  it("adds the amount the page shows when Add is pressed before the selects' part has arrived", async () => {
    const container = await serverHtml(giftCard)
    const chunk = partsHeldBack()
    const client = await hydrate(container, giftCard)
    // The add button has hydrated; the amount select is still the server's HTML (its part is held back).
    fireEvent.change(screen.getByLabelText("Amount"), { target: { value: "$50" } })
    fireEvent.click(screen.getByRole("button", { name: "Add To Cart" }))
    // The add's own code is a lazy part too: it arrives with the selects' part.
    await chunk.release()
    await waitFor(() =>
      expect(client.addToCart).toHaveBeenCalledWith(
        expect.objectContaining({ itemId: giftCard.id, sku: "GC-50" }),
      ),
    )
    expect(client.addToCart).toHaveBeenCalledTimes(1)
  })

  it("adds what the hydrated select shows after the visitor changes it again", async () => {
    const container = await serverHtml(giftCard)
    fireEvent.change(screen.getByLabelText("Amount"), { target: { value: "$50" } })
    const client = await hydrate(container, giftCard)
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Amount"), { target: { value: "$25" } })
    })
    fireEvent.click(screen.getByRole("button", { name: "Add To Cart" }))
    await waitFor(() =>
      expect(client.addToCart).toHaveBeenCalledWith(
        expect.objectContaining({ itemId: giftCard.id, sku: "GC-25" }),
      ),
    )
  })
})

describe("the restock box used before hydration", () => {
  it("signs up the e-mail typed and the mailing-list choice made on the server's HTML", async () => {
    const container = await serverHtml(soldOutCap)
    screen.getByLabelText<HTMLInputElement>("Email").value = "ada@example.com"
    screen.getByRole<HTMLInputElement>("checkbox").checked = true
    const client = await hydrate(container, soldOutCap)
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("ada@example.com")
    fireEvent.click(screen.getByRole("button", { name: "Notify me" }))
    await waitFor(() =>
      expect(client.restockSignUp).toHaveBeenCalledWith(
        expect.objectContaining({ siteVisitorEmail: "ada@example.com", isJoinMailingList: true }),
      ),
    )
  })
})

describe("the price before its lazy part has arrived", () => {
  it("keeps the server's price on screen when a size is chosen, then shows the size's price", async () => {
    const container = await serverHtml(print)
    expect(price()).toBe("From $20.00")
    const chunk = partsHeldBack()
    await hydrate(container, print)
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Size"), { target: { value: "L" } })
    })
    expect(price()).toBe("From $20.00")
    await chunk.release()
    await waitFor(() => expect(price()).toBe("$35.00"))
  })

  it("keeps the server's price on screen when a size chosen before hydration is taken in", async () => {
    const container = await serverHtml(print)
    fireEvent.change(screen.getByLabelText("Size"), { target: { value: "L" } })
    const chunk = partsHeldBack()
    await hydrate(container, print)
    expect(price()).toBe("From $20.00")
    await chunk.release()
    await waitFor(() => expect(price()).toBe("$35.00"))
  })
})
