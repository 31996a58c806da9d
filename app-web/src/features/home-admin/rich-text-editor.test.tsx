import { render, screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { RICH_TEXT_MESSAGE, type RichText } from "@vitrine/core/site"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"
import { RichTextField } from "./RichTextField.tsx"
import { HOME_TEXT } from "./text.ts"

// jsdom lays nothing out; ProseMirror measures the caret to scroll it into view. No rectangles.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList
Range.prototype.getClientRects ??= noRects
Range.prototype.getBoundingClientRect ??= () => new DOMRect()
document.elementFromPoint ??= () => null

const user = userEvent.setup()
const start: RichText = { blocks: [{ kind: "paragraph", runs: [{ text: "Made in Lisbon" }] }] }

const Host = (props: { onChange: (value: RichText) => void; error?: string }) => {
  const [value, setValue] = useState(start)
  return (
    <RichTextField
      value={value}
      error={props.error}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const textbox = () => screen.findByRole("textbox", { name: HOME_TEXT.paragraph })
const selectAll = async () => {
  // jsdom has no layout, so no click lands in ProseMirror's text (elementFromPoint): focus and select by keyboard.
  ;(await textbox()).focus()
  await user.keyboard("{Control>}a{/Control}")
}

describe("the text block's rich-text editor", { timeout: 20_000 }, () => {
  it("shows the text in a labelled textbox under a toolbar of labelled buttons with their shortcuts", async () => {
    render(<Host onChange={() => {}} />)
    expect(screen.getByRole("status").textContent).toBe(HOME_TEXT.editorLoading)
    expect((await textbox()).textContent).toBe("Made in Lisbon")
    const toolbar = screen.getByRole("toolbar", { name: HOME_TEXT.formatting })
    const names = within(toolbar)
      .getAllByRole("button")
      .map((button) => [button.textContent, button.getAttribute("aria-keyshortcuts")])
    expect(names).toEqual([
      [HOME_TEXT.bold, "Control+B Meta+B"],
      [HOME_TEXT.italic, "Control+I Meta+I"],
      [HOME_TEXT.link, "Control+K Meta+K"],
      [HOME_TEXT.bullets, null],
      [HOME_TEXT.numbers, null],
    ])
  })

  it("bolds with Ctrl+B and makes a numbered list with its button", async () => {
    const onChange = vi.fn()
    render(<Host onChange={onChange} />)
    await selectAll()
    await user.keyboard("{Control>}b{/Control}")
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        blocks: [{ kind: "paragraph", runs: [{ text: "Made in Lisbon", bold: true }] }],
      }),
    )
    expect(screen.getByRole("button", { name: HOME_TEXT.bold }).getAttribute("aria-pressed")).toBe("true")
    await user.click(screen.getByRole("button", { name: HOME_TEXT.numbers }))
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        blocks: [{ kind: "numbers", items: [[{ text: "Made in Lisbon", bold: true }]] }],
      }),
    )
  })

  it("links with Ctrl+K: refuses a javascript: address with its message, applies a page of the site", async () => {
    const onChange = vi.fn()
    render(<Host onChange={onChange} />)
    await selectAll()
    await user.keyboard("{Control>}k{/Control}")
    const address = await screen.findByLabelText(HOME_TEXT.linkAddress)
    await user.type(address, "javascript:alert(1){Enter}")
    expect(screen.getByText(RICH_TEXT_MESSAGE.link)).toBeTruthy()
    expect(address.getAttribute("aria-invalid")).toBe("true")
    await user.clear(address)
    await user.type(address, "/cart")
    await user.click(screen.getByRole("button", { name: HOME_TEXT.applyLink }))
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        blocks: [{ kind: "paragraph", runs: [{ text: "Made in Lisbon", href: "/cart" }] }],
      }),
    )
    expect(screen.queryByLabelText(HOME_TEXT.linkAddress)).toBeNull()
  })

  it("says when the editor did not load, and Retry loads it", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk lost"))
    load.mockImplementationOnce(() => import("./RichTextEditor.tsx").then((module) => module.RichTextEditor))
    render(<RichTextField value={start} error={undefined} onChange={() => {}} load={load} />)
    const alert = await screen.findByRole("alert")
    expect(alert.textContent).toContain(HOME_TEXT.editorFailed)
    await user.click(within(alert).getByRole("button", { name: HOME_TEXT.retry }))
    expect((await textbox()).textContent).toBe("Made in Lisbon")
  })
})
