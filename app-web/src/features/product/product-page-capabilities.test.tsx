import { screen, waitFor, within } from "@testing-library/react"
import { HttpResponse, http } from "msw"
import { describe, expect, it, vi } from "vitest"
import { fakeClient } from "../../../../react/test/fake-client.ts"
import { mockThirdPartyHosts } from "../../../../react/test/msw.ts"
import { tee } from "../../../../react/test/products.ts"
import { renderWith } from "../../../test/render.tsx"
import { ProductPage } from "./ProductPage.tsx"
import { RESTOCK_BOX_TEXT } from "./RestockBox.tsx"

// The restock box's captcha script needs workers jsdom does not have; this store checks no captcha.
vi.mock("altcha", () => ({}))

const thirdParty = mockThirdPartyHosts()

describe("the product page's capabilities", () => {
  it("UI-006 a visitor chooses the options and the quantity, adds, reads the pay-later pill and its modal, and gets the restock box on a sold-out choice", async () => {
    thirdParty.use(
      http.get("https://static.afterpay.com/modal/en_US.html", () =>
        HttpResponse.html("<h1>Shop now. Pay later.</h1>"),
      ),
    )
    const client = fakeClient({ products: [tee] })
    const { user } = renderWith(<ProductPage slug={tee.urlSlug} />, client)
    await screen.findByRole("heading", { level: 1, name: "Linen Tee" })

    await user.selectOptions(screen.getByLabelText("Size"), "S")
    await user.selectOptions(screen.getByLabelText("Colour"), "Navy")
    await user.clear(screen.getByLabelText("Quantity"))
    await user.type(screen.getByLabelText("Quantity"), "3")
    await user.click(screen.getByRole("button", { name: "Add To Cart" }))
    await waitFor(() =>
      expect(client.addToCart).toHaveBeenCalledWith({ itemId: tee.id, sku: "TEE-S-NAVY", quantity: 3 }),
    )
    expect(screen.queryByText(RESTOCK_BOX_TEXT.cta)).toBeNull()

    await waitFor(() =>
      expect(document.querySelector(".vitrine-pay-later-text")?.textContent).toBe(
        "Afterpay available for orders over $35",
      ),
    )
    await user.click(screen.getByRole("button", { name: /^Learn more about/ }))
    const dialog = await screen.findByRole("dialog", { name: "About Afterpay" })
    expect(await within(dialog).findByRole("heading", { name: "Shop now. Pay later." })).toBeTruthy()
    await user.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())

    // Medium navy is sold out: the page offers to tell the visitor when it is back.
    await user.selectOptions(screen.getByLabelText("Size"), "M")
    expect(await screen.findByText(RESTOCK_BOX_TEXT.cta)).toBeTruthy()
    expect(screen.getByLabelText(RESTOCK_BOX_TEXT.email).getAttribute("type")).toBe("email")
  })
})
