import { render, screen, waitFor, within } from "@testing-library/react"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"
import { userSession } from "../../test/render.tsx"
import { FontPicker } from "./FontPicker.tsx"
import { StyleGuide } from "./StyleGuide.tsx"
import { type PickerFont, useFontCatalogue } from "./use-font-catalogue.ts"

const font = (id: string, name: string, hosted = true): PickerFont => ({
  id,
  name,
  stack: hosted ? `"${name}", serif` : "system-ui, sans-serif",
  files: hosted ? [{ weight: 400, url: `/fonts/v1/${id}-400.woff2` }] : [],
})
const FONTS = [
  font("system-sans", "System Sans", false),
  font("inter", "Inter"),
  font("lora", "Lora"),
  font("playfair-display", "Playfair Display"),
]

// A screen's use: one catalogue for the picker, the chosen font kept by the owner.
const Screen = (props: {
  loadList: () => Promise<ReadonlyArray<PickerFont>>
  loadFaces: (font: PickerFont) => Promise<void>
  onChange: (id: string) => void
}) => {
  const catalogue = useFontCatalogue(props.loadList, props.loadFaces)
  const [value, setValue] = useState("system-sans")
  const chosen = catalogue.status === "loaded" ? catalogue.fonts.find((f) => f.id === value) : undefined
  return (
    <>
      <FontPicker
        label="Heading font"
        catalogue={catalogue}
        value={value}
        onChange={(id) => {
          setValue(id)
          props.onChange(id)
        }}
      />
      <StyleGuide
        headingFont={chosen?.stack ?? "serif"}
        bodyFont="system-ui"
        colours={{ accent: "#1f4d3a", onAccent: "#ffffff", text: "#111111", background: "#ffffff" }}
      />
    </>
  )
}

const setup = (
  options: {
    loadList?: () => Promise<ReadonlyArray<PickerFont>>
    loadFaces?: (font: PickerFont) => Promise<void>
  } = {},
) => {
  const user = userSession()
  const onChange = vi.fn()
  const loadList = vi.fn(options.loadList ?? (async () => FONTS))
  const loadFaces = vi.fn(options.loadFaces ?? (async () => undefined))
  render(<Screen loadList={loadList} loadFaces={loadFaces} onChange={onChange} />)
  return { user, onChange, loadList, loadFaces }
}
const combobox = () => screen.findByRole("combobox", { name: "Heading font" }) as Promise<HTMLInputElement>
const optionNames = () =>
  within(screen.getByRole("listbox", { hidden: true }))
    .queryAllByRole("option")
    .map((o) => o.textContent)

describe("the font picker", () => {
  it("EDITOR-003 lists every font in its own face and loads each hosted font's files once", async () => {
    const { user, loadFaces } = setup()
    const input = await combobox()
    expect(input.value).toBe("System Sans")
    expect(input.getAttribute("aria-expanded")).toBe("false")
    await user.click(input)
    expect(input.getAttribute("aria-expanded")).toBe("true")
    expect(optionNames()).toEqual(["System Sans", "Inter", "Lora", "Playfair Display"])
    expect(screen.getByRole("option", { name: "Lora" }).style.fontFamily).toBe('"Lora", serif')
    expect(loadFaces.mock.calls.map(([loaded]) => loaded.id)).toEqual(["inter", "lora", "playfair-display"])
  })

  it("EDITOR-003 typing searches; arrows move, Enter chooses, and the style guide shows the font", async () => {
    const { user, onChange } = setup()
    const input = await combobox()
    await user.type(input, "{Control>}a{/Control}s")
    expect(optionNames()).toEqual(["System Sans", "Playfair Display"])
    await user.keyboard("{ArrowDown}")
    const active = input.getAttribute("aria-activedescendant")
    expect(active && document.getElementById(active)?.textContent).toBe("Playfair Display")
    expect(screen.getByRole("option", { name: "Playfair Display" }).getAttribute("aria-selected")).toBe(
      "true",
    )
    await user.keyboard("{Enter}")
    expect(onChange).toHaveBeenCalledWith("playfair-display")
    expect(input.value).toBe("Playfair Display")
    expect(input.getAttribute("aria-expanded")).toBe("false")
    const guide = screen.getByRole("region", { name: "Style guide" })
    expect((guide.querySelector(".vitrine-style-guide-heading") as HTMLElement).style.fontFamily).toBe(
      '"Playfair Display", serif',
    )
    expect(within(guide).getByText("Shop now")).toBeTruthy()
  })

  it("EDITOR-003 Escape closes the list and puts back the chosen font's name; no match says so", async () => {
    const { user, onChange } = setup()
    const input = await combobox()
    await user.type(input, "{Control>}a{/Control}zzz")
    expect(screen.getByRole("status").textContent).toBe("No fonts match “zzz”.")
    await user.keyboard("{Escape}")
    expect(input.value).toBe("System Sans")
    expect(input.getAttribute("aria-expanded")).toBe("false")
    expect(onChange).not.toHaveBeenCalled()
  })

  it("EDITOR-003 a click on a font chooses it", async () => {
    const { user, onChange } = setup()
    await user.click(await combobox())
    await user.click(screen.getByRole("option", { name: "Lora" }))
    expect(onChange).toHaveBeenCalledWith("lora")
  })

  it("EDITOR-042 a list that fails says 'Unable to load fonts', and Retry loads it again", async () => {
    let fail = true
    const { user, loadList } = setup({
      loadList: async () => {
        if (fail) throw new Error("offline")
        return FONTS
      },
    })
    const alert = await screen.findByRole("alert")
    expect(alert.textContent).toContain("Unable to load fonts")
    fail = false
    await user.click(within(alert).getByRole("button", { name: "Retry" }))
    expect((await combobox()).value).toBe("System Sans")
    expect(loadList).toHaveBeenCalledTimes(2)
  })

  it("EDITOR-043 a font whose files fail says 'Unable to load preview for {fontName}', and its Retry loads it again", async () => {
    let fail = true
    const { user, loadFaces } = setup({
      loadFaces: async (loaded) => {
        if (loaded.id === "lora" && fail) throw new Error("404")
      },
    })
    await combobox()
    const alert = await screen.findByRole("alert")
    expect(alert.textContent).toContain("Unable to load preview for Lora")
    await user.click(await combobox())
    expect(screen.getByRole("option", { name: "Lora" }).getAttribute("data-preview")).toBe("failed")
    fail = false
    await user.click(within(alert).getByRole("button", { name: "Retry Lora" }))
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull())
    expect(loadFaces.mock.calls.filter(([loaded]) => loaded.id === "lora")).toHaveLength(2)
  })

  it("says the fonts are loading until the list comes", async () => {
    let answer: (fonts: ReadonlyArray<PickerFont>) => void = () => undefined
    setup({ loadList: () => new Promise((resolve) => (answer = resolve)) })
    expect(screen.getByRole("status").textContent).toBe("Loading fonts…")
    answer(FONTS)
    expect((await combobox()).value).toBe("System Sans")
  })
})
