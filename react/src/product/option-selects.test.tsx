import { render, screen } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { giftCard, tee } from "../../test/products.ts"
import { OptionSelects } from "./OptionSelects.tsx"
import { VariantSelects } from "./VariantSelects.tsx"

describe("option selects", () => {
  it("words each option value as the caller says, and reports the choice", async () => {
    const onChange = vi.fn()
    render(
      <OptionSelects
        product={tee}
        selection={{}}
        onChange={onChange}
        label={(option, value) => `${option}: ${value}`}
      />,
    )
    expect(screen.getByRole("option", { name: "Colour: Navy" })).toBeTruthy()
    await userEvent.setup().selectOptions(screen.getByLabelText("Colour"), "Colour: Navy")
    expect(onChange).toHaveBeenCalledWith({ Colour: "Navy" })
  })

  it("VariantSelects words a gift card's amounts as prices in the store currency", () => {
    render(<VariantSelects product={giftCard} selection={{}} onChange={() => {}} />)
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Select Amount",
      "$25.00",
      "$50.00",
    ])
  })
})
