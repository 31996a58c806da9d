import { render, screen } from "@testing-library/react"
import type { WebsiteColour } from "@vitrine/core/colour"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"
import { userSession } from "../../test/render.tsx"
import { ColourPicker } from "./ColourPicker.tsx"

const teal: WebsiteColour = { hue: 155, saturation: 0.43, lightness: 0.21, alpha: 1 }

// The picker is controlled: this owner keeps the colour, as a screen does.
const Owner = ({ onChange }: { onChange: (colour: WebsiteColour) => void }) => {
  const [colour, setColour] = useState(teal)
  return (
    <ColourPicker
      label="Accent colour"
      value={colour}
      onChange={(next) => {
        setColour(next)
        onChange(next)
      }}
    />
  )
}

const setup = () => {
  const user = userSession()
  const onChange = vi.fn()
  render(<Owner onChange={onChange} />)
  const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement
  return { user, onChange, field }
}

describe("the colour picker", () => {
  it("COLOUR-010 shows hex, RGB, HSL and alpha, each labelled, in a group named by the label", () => {
    const { field } = setup()
    expect(screen.getByRole("group", { name: "Accent colour" })).toBeTruthy()
    expect(field("Hex").value).toBe("#1f4d39")
    expect([field("Red").value, field("Green").value, field("Blue").value]).toEqual(["31", "77", "57"])
    expect([field("Hue").value, field("Saturation (%)").value, field("Lightness (%)").value]).toEqual([
      "155",
      "43",
      "21",
    ])
    expect(field("Alpha").value).toBe("1")
    expect(screen.getByRole("img", { name: "Accent colour: #1f4d39, alpha 1" })).toBeTruthy()
  })

  it("COLOUR-010 a hex typed in updates RGB, HSL and the swatch", async () => {
    const { user, field, onChange } = setup()
    await user.clear(field("Hex"))
    await user.type(field("Hex"), "#ff0000")
    expect([field("Red").value, field("Green").value, field("Blue").value]).toEqual(["255", "0", "0"])
    expect([field("Hue").value, field("Saturation (%)").value, field("Lightness (%)").value]).toEqual([
      "0",
      "100",
      "50",
    ])
    expect(onChange).toHaveBeenLastCalledWith({ hue: 0, saturation: 1, lightness: 0.5, alpha: 1 })
    expect(screen.getByRole("img").getAttribute("style")).toContain("rgb(255, 0, 0)")
  })

  it("COLOUR-010 RGB and HSL typed in update the hex, and alpha keeps the colour", async () => {
    const { user, field } = setup()
    await user.clear(field("Green"))
    await user.type(field("Green"), "255")
    expect(field("Hex").value).toBe("#1fff39")
    await user.clear(field("Lightness (%)"))
    await user.type(field("Lightness (%)"), "100")
    expect(field("Hex").value).toBe("#ffffff")
    await user.clear(field("Alpha"))
    await user.type(field("Alpha"), "0.5")
    expect(field("Hex").value).toBe("#ffffff")
    expect(screen.getByRole("img", { name: "Accent colour: #ffffff, alpha 0.5" })).toBeTruthy()
  })

  it("COLOUR-005 an invalid value shows its message on the field and keeps the last good colour", async () => {
    const { user, field, onChange } = setup()
    await user.clear(field("Hue"))
    await user.type(field("Hue"), "400")
    const hue = field("Hue")
    expect(hue.getAttribute("aria-invalid")).toBe("true")
    const message = screen.getByRole("alert")
    expect(message.textContent).toBe("Hue out of bounds")
    expect(hue.getAttribute("aria-describedby")).toBe(message.id)
    // "40" was good on the way to "400": the colour stays there, shown by the other fields.
    expect(onChange).toHaveBeenLastCalledWith({ ...teal, hue: 40 })
    expect(hue.value).toBe("400")
    await user.tab()
    expect(field("Hue").value).toBe("400")
  })

  it("COLOUR-001 a hex of 4 digits is refused; fixing it clears the message", async () => {
    const { user, field } = setup()
    await user.clear(field("Hex"))
    await user.type(field("Hex"), "#abcd")
    expect(screen.getByRole("alert").textContent).toBe("Enter a hex colour of 3 or 6 digits, like #1f4d3a.")
    await user.type(field("Hex"), "{Backspace}")
    expect(screen.queryByRole("alert")).toBeNull()
    expect(field("Red").value).toBe("170")
  })

  it("COLOUR-009 an emptied lightness is missing an H/S/L value", async () => {
    const { user, field } = setup()
    await user.clear(field("Lightness (%)"))
    expect(screen.getByRole("alert").textContent).toBe("Missing an H/S/L value")
    expect(field("Hex").value).toBe("#1f4d39")
  })
})
