import { readFileSync } from "node:fs"
import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { mug } from "../test/products.ts"
import { ProductPage } from "../test/readme-example.tsx"
import { userSession } from "../test/render.tsx"

const file = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8")

describe("the README's storefront page", () => {
  it("is the example file, which the type check compiles", () => {
    const block = /```tsx\n([\s\S]*?)```/.exec(file("../README.md"))?.[1]
    expect(block).toBe(file("../test/readme-example.tsx"))
  })

  it("renders the product, its price and its add button imported from the package's entry", async () => {
    const user = userSession()
    render(<ProductPage product={mug} />)
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Stoneware Mug")
    expect(document.querySelector(".vitrine-price")?.textContent).toBe("$15.00 Regular price $20.00")
    // No store answers here: the real client reports the network failure, and the page says so.
    await user.click(screen.getByRole("button", { name: "Add To Cart" }))
    const alert = await screen.findByRole("alert")
    expect(alert.querySelector(".vitrine-alert-title")?.textContent).toBe("Unable to Add Item")
    expect(alert.querySelector(".vitrine-alert-message")?.textContent).toBe(
      "Please check your internet connection",
    )
    expect(screen.queryByRole("link", { name: /in cart$/ })).toBeNull()
  })
})
