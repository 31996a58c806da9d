import { act, render, screen } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
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

  it("takes in an amount chosen on the server's HTML before the selects hydrated, and nothing when none was", async () => {
    const serverHtml = renderToString(
      <VariantSelects product={giftCard} selection={{}} onChange={() => {}} />,
    )
    const chosenEarly = document.createElement("div")
    chosenEarly.innerHTML = serverHtml
    document.body.append(chosenEarly)
    const select = chosenEarly.querySelector("select")
    if (select === null) throw new Error("the selects rendered")
    select.value = "$50"
    const onChange = vi.fn()
    await act(async () => {
      hydrateRoot(chosenEarly, <VariantSelects product={giftCard} selection={{}} onChange={onChange} />)
    })
    expect(onChange.mock.calls).toEqual([[{ Amount: "$50" }]])

    const untouched = document.createElement("div")
    untouched.innerHTML = serverHtml
    document.body.append(untouched)
    const quiet = vi.fn()
    await act(async () => {
      hydrateRoot(untouched, <VariantSelects product={giftCard} selection={{}} onChange={quiet} />)
    })
    expect(quiet).not.toHaveBeenCalled()
  })
})
