import { render, screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { PageRef, StorePagesClient, StorePageView } from "@vitrine/adapter-http/client"
import {
  addCategory,
  type CollectionResult,
  EMPTY_COLLECTION,
  mergeCategories,
  moveCategory,
  removeCategory,
  renameCategory,
  SITE_LIMITS,
  type StoreCollection,
  setCategoryProducts,
  setProducts,
  storeUrlId,
} from "@vitrine/core/site"
import { makeProduct } from "@vitrine/core/testing"
import { describe, expect, it, vi } from "vitest"
import { StoreClientProvider } from "../../api/context.tsx"
import type { StoreClient } from "../../api/store-client.ts"
import { StorePagesPage } from "./StorePagesPage.tsx"
import { STORE_PAGES_TEXT } from "./store-pages-text.ts"

const ok = <T,>(value: T) => ({ ok: true as const, value })
const refusal = (status: number, message: string, fieldErrors: Record<string, string> = {}) => ({
  ok: false as const,
  error: { status, message, fieldErrors, crumbFail: false },
})
const PRODUCTS = [
  makeProduct({ id: "prod-shirt", urlSlug: "shirt", title: "Linen Shirt" }),
  makeProduct({ id: "prod-tote", urlSlug: "tote", title: "Canvas Tote" }),
  makeProduct({ id: "prod-mug", urlSlug: "mug", title: "Stoneware Mug" }),
]
const LIMITS = {
  items: SITE_LIMITS.maxOrderableCollectionItems,
  products: SITE_LIMITS.maxProductsPerCollection,
  categories: SITE_LIMITS.maxNestedCategories,
}

/** A store pages client over pages kept in memory, applying core's rules as the server does. */
const fakePages = () => {
  const pages = new Map<string, { title: string; urlId: string; collection: StoreCollection }>()
  let made = 0
  const view = (collectionId: string): StorePageView => {
    const page = pages.get(collectionId) as { title: string; urlId: string; collection: StoreCollection }
    const { title, urlId, collection } = page
    return {
      page: { id: collectionId, title, urlId, description: "", productCount: collection.productIds.length },
      collection,
      limits: LIMITS,
    }
  }
  const change = async (collectionId: string, rule: (collection: StoreCollection) => CollectionResult) => {
    const page = pages.get(collectionId)
    if (page === undefined) return refusal(404, "There is no such store page.")
    const result = rule(page.collection)
    if (!result.ok) return refusal(400, Object.values(result.errors)[0] ?? "", { ...result.errors })
    page.collection = result.collection
    return ok(view(collectionId))
  }
  const client = {
    list: vi.fn(async () =>
      ok({
        websiteId: "site-1",
        pages: [...pages.keys()].map((id) => view(id).page),
        limits: LIMITS,
      }),
    ),
    create: vi.fn(
      async (_websiteId: string, title: string, _description: string, taken: readonly string[]) => {
        const id = `page-${++made}`
        pages.set(id, { title, urlId: storeUrlId(title, taken), collection: EMPTY_COLLECTION })
        return ok(id)
      },
    ),
    page: vi.fn(async ({ collectionId }: PageRef) =>
      pages.has(collectionId) ? ok(view(collectionId)) : refusal(404, "There is no such store page."),
    ),
    setProducts: vi.fn(async ({ collectionId }, productIds: readonly string[]) =>
      change(collectionId, (collection) => setProducts(collection, productIds, () => true)),
    ),
    createCategory: vi.fn(async ({ collectionId }, name: string, parentId: string | null) =>
      change(collectionId, (collection) => addCategory(collection, `cat-${++made}`, name, parentId)),
    ),
    renameCategory: vi.fn(async ({ collectionId }, categoryId: string, name: string) =>
      change(collectionId, (collection) => renameCategory(collection, categoryId, name)),
    ),
    setCategoryProducts: vi.fn(async ({ collectionId }, categoryId: string, productIds: readonly string[]) =>
      change(collectionId, (collection) => setCategoryProducts(collection, categoryId, productIds)),
    ),
    mergeCategory: vi.fn(async ({ collectionId }, categoryId: string, intoId: string) =>
      change(collectionId, (collection) => mergeCategories(collection, categoryId, intoId)),
    ),
    moveCategory: vi.fn(
      async ({ collectionId }, categoryId: string, parentId: string | null, index: number) =>
        change(collectionId, (collection) => moveCategory(collection, categoryId, parentId, index)),
    ),
    removeCategory: vi.fn(async ({ collectionId }, categoryId: string) =>
      change(collectionId, (collection) => removeCategory(collection, categoryId)),
    ),
  } satisfies StorePagesClient
  return client
}

const store = { listProducts: async () => ok({ products: PRODUCTS, settings: {} }) } as unknown as StoreClient
const renderScreen = (client: StorePagesClient) =>
  render(
    <StoreClientProvider client={store}>
      <StorePagesPage client={client} />
    </StoreClientProvider>,
  )

const openNewPage = async (client: StorePagesClient, title = "Linen Shop") => {
  renderScreen(client)
  await userEvent.type(await screen.findByLabelText(STORE_PAGES_TEXT.pageTitle), title)
  await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.create }))
  return screen.findByRole("heading", { name: STORE_PAGES_TEXT.productsHeading })
}
const addProduct = async (title: string) => {
  const search = screen.getByLabelText(STORE_PAGES_TEXT.search)
  await userEvent.clear(search)
  await userEvent.type(search, title.slice(0, 5))
  await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.add(title) }))
}
const listed = () =>
  within(document.querySelector(".store-page-products") as HTMLElement)
    .getAllByRole("listitem")
    .map((item) => item.querySelector("span")?.textContent)

describe("the store pages screen", () => {
  it("EDITOR-041 a failed load says 'Unable to load collections' and Retry loads them", async () => {
    const client = fakePages()
    client.list.mockResolvedValueOnce(refusal(503, "Unable to connect. Please try again") as never)
    renderScreen(client)
    expect((await screen.findByRole("alert")).textContent).toContain("Unable to load collections")
    await userEvent.click(screen.getByRole("button", { name: /retry|try again/i }))
    expect(await screen.findByText(STORE_PAGES_TEXT.empty)).toBeTruthy()
  })

  it("a new page opens its editor; products are added by search, shown against the 200/250 limits, and saved", async () => {
    const client = fakePages()
    await openNewPage(client)
    expect(screen.getByText(STORE_PAGES_TEXT.noProducts)).toBeTruthy()
    await addProduct("Linen Shirt")
    await addProduct("Canvas Tote")
    expect(screen.getByText(STORE_PAGES_TEXT.limits(2, 200, 2, 250))).toBeTruthy()
    expect(screen.getByText(STORE_PAGES_TEXT.unsaved)).toBeTruthy()
    await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.save }))
    expect(await screen.findByText(STORE_PAGES_TEXT.saved)).toBeTruthy()
    expect(client.setProducts).toHaveBeenCalledWith({ websiteId: "site-1", collectionId: "page-1" }, [
      "prod-shirt",
      "prod-tote",
    ])
  })

  it("products are reordered from the keyboard; the focus follows the moved product and its place is announced", async () => {
    const client = fakePages()
    await openNewPage(client)
    for (const title of ["Linen Shirt", "Canvas Tote", "Stoneware Mug"]) await addProduct(title)
    screen.getByRole("button", { name: STORE_PAGES_TEXT.moveUp("Stoneware Mug") }).focus()
    await userEvent.keyboard("{Enter}")
    expect(listed()).toEqual(["Linen Shirt", "Stoneware Mug", "Canvas Tote"])
    expect(document.activeElement?.textContent).toBe(STORE_PAGES_TEXT.moveUp("Stoneware Mug"))
    await userEvent.keyboard("{Enter}")
    expect(listed()).toEqual(["Stoneware Mug", "Linen Shirt", "Canvas Tote"])
    // At the top, Move up is disabled: the focus moves to Move down.
    expect(document.activeElement?.textContent).toBe(STORE_PAGES_TEXT.moveDown("Stoneware Mug"))
    expect(screen.getByText(STORE_PAGES_TEXT.moved("Stoneware Mug", 1))).toBeTruthy()
    await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.remove("Canvas Tote") }))
    expect(listed()).toEqual(["Stoneware Mug", "Linen Shirt"])
  })

  it("CONST-006 a save the server refuses shows its message", async () => {
    const client = fakePages()
    await openNewPage(client)
    await addProduct("Linen Shirt")
    client.setProducts.mockResolvedValueOnce(
      refusal(409, "A store page lists at most 200 products.", {
        productIds: "A store page lists at most 200 products.",
      }) as never,
    )
    await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.save }))
    expect((await screen.findByRole("alert")).textContent).toBe("A store page lists at most 200 products.")
  })

  it("leaving with unsaved products asks first: keep editing stays, discard leaves", async () => {
    const client = fakePages()
    await openNewPage(client)
    await addProduct("Linen Shirt")
    await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.back }))
    const prompt = screen.getByRole("alertdialog", { name: STORE_PAGES_TEXT.unsavedTitle })
    await userEvent.click(within(prompt).getByRole("button", { name: STORE_PAGES_TEXT.keepEditing }))
    expect(screen.getByRole("heading", { name: STORE_PAGES_TEXT.productsHeading })).toBeTruthy()
    await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.back }))
    await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.discard }))
    expect(await screen.findByRole("button", { name: STORE_PAGES_TEXT.edit("Linen Shop") })).toBeTruthy()
    expect(client.setProducts).not.toHaveBeenCalled()
  })

  it("categories are added, renamed, merged and removed after a confirmation; a taken name is refused", async () => {
    const client = fakePages()
    await openNewPage(client)
    const addNamed = async (name: string) => {
      const input = screen.getByLabelText(STORE_PAGES_TEXT.categoryName)
      await userEvent.clear(input)
      await userEvent.type(input, name)
      await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.addCategory }))
    }
    await addNamed("Tees")
    expect(await screen.findByText(STORE_PAGES_TEXT.categoryDone.created("Tees"))).toBeTruthy()
    await addNamed("Shirts")
    await addNamed("tees")
    expect((await screen.findByRole("alert")).textContent).toBe("This category already exists")

    await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.rename("Tees") }))
    const rename = screen.getByLabelText(STORE_PAGES_TEXT.renameLabel("Tees"))
    await userEvent.clear(rename)
    await userEvent.type(rename, "T-shirts{Enter}")
    expect(await screen.findByText(STORE_PAGES_TEXT.categoryDone.renamed("T-shirts"))).toBeTruthy()

    await userEvent.selectOptions(screen.getByLabelText(STORE_PAGES_TEXT.mergeInto("T-shirts")), "Shirts")
    await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.merge("T-shirts") }))
    const mergeDialog = await screen.findByRole("alertdialog")
    expect(mergeDialog.textContent).toContain(STORE_PAGES_TEXT.mergeMessage("T-shirts", "Shirts"))
    await userEvent.click(within(mergeDialog).getByRole("button", { name: STORE_PAGES_TEXT.yesMerge }))
    expect(await screen.findByText(STORE_PAGES_TEXT.categoryDone.merged("T-shirts", "Shirts"))).toBeTruthy()
    expect(client.mergeCategory).toHaveBeenCalledTimes(1)

    await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.removeCategory("Shirts") }))
    const removeDialog = await screen.findByRole("alertdialog")
    await userEvent.click(within(removeDialog).getByRole("button", { name: STORE_PAGES_TEXT.yesRemove }))
    expect(await screen.findByText(STORE_PAGES_TEXT.noCategories)).toBeTruthy()
  })

  it("a category moves up and down among its siblings (the focus stays on the button) and under another parent, never inside itself", async () => {
    const client = fakePages()
    await openNewPage(client)
    for (const name of ["Tees", "Hats", "Bags"]) {
      await userEvent.type(screen.getByLabelText(STORE_PAGES_TEXT.categoryName), name)
      await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.addCategory }))
      await screen.findByText(STORE_PAGES_TEXT.categoryDone.created(name))
    }
    const names = () =>
      [...document.querySelectorAll(".store-page-categories > li > strong")].map((one) => one.textContent)
    expect(names()).toEqual(["Tees", "Hats", "Bags"])
    const up = screen.getByRole("button", { name: STORE_PAGES_TEXT.moveUp("Bags") })
    await userEvent.click(up)
    expect(await screen.findByText(STORE_PAGES_TEXT.categoryDone.moved("Bags"))).toBeTruthy()
    expect(names()).toEqual(["Tees", "Bags", "Hats"])
    expect(document.activeElement).toBe(up)
    expect(
      screen.getByRole("button", { name: STORE_PAGES_TEXT.moveUp("Tees") }).getAttribute("aria-disabled"),
    ).toBe("true")
    await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.moveUp("Tees") }))
    expect(client.moveCategory).toHaveBeenCalledTimes(1)

    await userEvent.selectOptions(screen.getByLabelText(STORE_PAGES_TEXT.moveUnder("Hats")), "Bags")
    await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.move("Hats") }))
    await screen.findByText(STORE_PAGES_TEXT.categoryDone.moved("Hats"))
    expect(client.moveCategory).toHaveBeenLastCalledWith(expect.anything(), "cat-3", "cat-4", 0)
    // Bags may not go under Hats, its own subcategory now: it is not offered.
    const underForBags = screen.getByLabelText(STORE_PAGES_TEXT.moveUnder("Bags"))
    expect(within(underForBags).queryByRole("option", { name: /Hats/ })).toBeNull()
    const view = await client.page({ websiteId: "site-1", collectionId: "page-1" })
    expect(view.ok && view.value.collection.categories.map((one) => [one.name, one.parentId])).toEqual([
      ["Tees", null],
      ["Bags", null],
      ["Hats", "cat-4"],
    ])
  })

  it("a category is given some of the page's products; a merge moves them to the kept one", async () => {
    const client = fakePages()
    await openNewPage(client)
    await addProduct("Linen Shirt")
    await addProduct("Canvas Tote")
    await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.save }))
    await screen.findByText(STORE_PAGES_TEXT.saved)
    for (const name of ["Tees", "Bags"]) {
      await userEvent.type(screen.getByLabelText(STORE_PAGES_TEXT.categoryName), name)
      await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.addCategory }))
      await screen.findByText(STORE_PAGES_TEXT.categoryDone.created(name))
    }
    await userEvent.click(
      screen.getByText(STORE_PAGES_TEXT.categoryProducts("Bags"), { selector: "summary" }),
    )
    const bags = screen.getByRole("group", { name: STORE_PAGES_TEXT.categoryProducts("Bags") })
    await userEvent.click(within(bags).getByLabelText("Canvas Tote"))
    await userEvent.click(
      within(bags).getByRole("button", { name: STORE_PAGES_TEXT.saveCategoryProducts("Bags") }),
    )
    expect(await screen.findByText(STORE_PAGES_TEXT.categoryDone.filled("Bags"))).toBeTruthy()

    await userEvent.selectOptions(screen.getByLabelText(STORE_PAGES_TEXT.mergeInto("Bags")), "Tees")
    await userEvent.click(screen.getByRole("button", { name: STORE_PAGES_TEXT.merge("Bags") }))
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: STORE_PAGES_TEXT.yesMerge }),
    )
    await screen.findByText(STORE_PAGES_TEXT.categoryDone.merged("Bags", "Tees"))
    const view = await client.page({ websiteId: "site-1", collectionId: "page-1" })
    expect(view.ok && view.value.collection.categories).toEqual([
      { id: expect.any(String), name: "Tees", parentId: null, productIds: ["prod-tote"] },
    ])
  })
})
