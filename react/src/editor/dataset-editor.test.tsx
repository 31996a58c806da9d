import { render, screen } from "@testing-library/react"
import type { Dataset, DatasetLimits } from "@vitrine/core/editor"
import { useState } from "react"
import { describe, expect, it } from "vitest"
import { userSession } from "../../test/render.tsx"
import { DatasetEditor } from "./DatasetEditor.tsx"

const Editor = (props: { initial: Dataset; limits?: DatasetLimits; seen: Dataset[] }) => {
  const [rows, setRows] = useState(props.initial)
  return (
    <DatasetEditor
      caption="Chart data"
      rows={rows}
      {...(props.limits ? { limits: props.limits } : {})}
      onChange={(next) => {
        props.seen.push(next)
        setRows(next)
      }}
    />
  )
}

const setup = (initial: Dataset, limits?: DatasetLimits) => {
  const user = userSession()
  const seen: Dataset[] = []
  render(<Editor initial={initial} seen={seen} {...(limits ? { limits } : {})} />)
  const last = () => seen.at(-1)
  const cell = (row: number, column: number) =>
    screen.getByRole("textbox", { name: `Row ${row}, column ${column}` })
  return { user, last, cell }
}

describe("the dataset editor", () => {
  it("EDITOR-006 edits a cell, adds and removes rows and columns", async () => {
    const { user, last, cell } = setup([["Month", "Sales"]])
    await user.type(cell(1, 2), "!")
    expect(last()).toEqual([["Month", "Sales!"]])
    await user.click(screen.getByRole("button", { name: "Add row" }))
    expect(last()).toEqual([
      ["Month", "Sales!"],
      ["", ""],
    ])
    await user.click(screen.getByRole("button", { name: "Add column" }))
    await user.click(screen.getByRole("button", { name: "Remove column 1" }))
    expect(last()).toEqual([
      ["Sales!", ""],
      ["", ""],
    ])
    await user.click(screen.getByRole("button", { name: "Remove row 2" }))
    expect(last()).toEqual([["Sales!", ""]])
  })

  it("EDITOR-027 EDITOR-028 says when the dataset has no rows, or no columns", async () => {
    const { user } = setup([["a"]])
    await user.click(screen.getByRole("button", { name: "Remove column 1" }))
    expect(screen.getByRole("alert").textContent).toBe("Your dataset must have at least one column")
    await user.click(screen.getByRole("button", { name: "Remove row 1" }))
    expect(screen.getByRole("alert").textContent).toBe("Your dataset must have at least one row")
    await user.click(screen.getByRole("button", { name: "Add row" }))
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("EDITOR-030 the add buttons are held at the limits", async () => {
    const { user, last } = setup([["a", "b"]], { maxRows: 1, maxColumns: 2 })
    const addRow = screen.getByRole("button", { name: "Add row" })
    expect(addRow.getAttribute("aria-disabled")).toBe("true")
    expect(screen.getByRole("button", { name: "Add column" }).getAttribute("aria-disabled")).toBe("true")
    await user.click(addRow)
    expect(last()).toBeUndefined()
  })

  it("EDITOR-006 EDITOR-029 a pasted sheet fills the grid from the cell, short rows said to be missing data", async () => {
    const { user, last, cell } = setup([["Month", "Sales"]])
    await user.click(cell(1, 2))
    await user.paste("12\t13\n14")
    expect(last()).toEqual([
      ["Month", "12", "13"],
      ["", "14", ""],
    ])
    expect(screen.getByRole("status").textContent).toBe("One or more rows was missing data")
  })

  it("EDITOR-031 EDITOR-032 a paste past the limits is cut, with the spec's two messages", async () => {
    const { user, last, cell } = setup([["a"]], { maxRows: 2, maxColumns: 2 })
    await user.click(cell(1, 1))
    await user.paste("1,2,3\n4,5,6\n7,8,9")
    expect(last()).toEqual([
      ["1", "2"],
      ["4", "5"],
    ])
    const status = screen.getByRole("status")
    expect([...status.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "Your dataset has been truncated to 2 rows",
      "Your dataset has been truncted to 2 columns",
    ])
  })

  it("EDITOR-006 the arrow keys move between cells, left and right at the text's ends", async () => {
    const { user, cell } = setup([
      ["a", "b"],
      ["c", "d"],
    ])
    await user.click(cell(1, 1))
    await user.keyboard("{ArrowDown}")
    expect(document.activeElement).toBe(cell(2, 1))
    await user.keyboard("{ArrowRight}")
    expect(document.activeElement).toBe(cell(2, 2))
    await user.keyboard("{ArrowUp}{ArrowUp}")
    expect(document.activeElement).toBe(cell(1, 2))
  })
})
