import { render, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { userSession } from "../../test/render.tsx"
import { DataTable } from "./DataTable.tsx"

interface Product {
  readonly id: string
  readonly title: string
  readonly stock: number
}

const PRODUCTS: readonly Product[] = Array.from({ length: 12 }, (_, at) => ({
  id: `p${at}`,
  title: `${["Mug", "Cup", "Bowl"][at % 3]} ${at + 1}`,
  stock: (at * 7) % 5,
}))

const setup = (rows: readonly Product[] = PRODUCTS) => {
  const user = userSession()
  render(
    <DataTable
      caption="Products"
      rows={rows}
      rowKey={(row) => row.id}
      pageSize={5}
      columns={[
        { key: "title", header: "Title", rowHeader: true },
        { key: "stock", header: "Stock", render: (row) => `${row.stock} left` },
        { key: "id", header: "Id", sortable: false },
      ]}
    />,
  )
  const table = screen.getByRole("table", { name: "Products" })
  const titles = () =>
    within(table)
      .getAllByRole("row")
      .slice(1)
      .map(
        (row) =>
          within(row).queryByRole("rowheader")?.textContent ?? within(row).getByRole("cell").textContent,
      )
  return { user, table, titles }
}

describe("the data table", () => {
  it("EDITOR-005 shows the first page and moves through pages, its controls held at the ends", async () => {
    const { user, titles, table } = setup()
    expect(titles()).toEqual(["Mug 1", "Cup 2", "Bowl 3", "Mug 4", "Cup 5"])
    const first = within(table).getAllByRole("row")[1] as HTMLElement
    expect(within(first).getByRole("rowheader").textContent).toBe("Mug 1")
    expect(
      within(first)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["0 left", "p0"])
    expect(screen.getByRole("status").textContent).toBe("Page 1 of 3")
    const previous = screen.getByRole("button", { name: "Previous" })
    expect(previous.getAttribute("aria-disabled")).toBe("true")
    await user.click(previous)
    expect(screen.getByRole("status").textContent).toBe("Page 1 of 3")
    await user.click(screen.getByRole("button", { name: "Next" }))
    await user.click(screen.getByRole("button", { name: "Next" }))
    expect(titles()).toEqual(["Cup 11", "Bowl 12"])
    expect(screen.getByRole("button", { name: "Next" }).getAttribute("aria-disabled")).toBe("true")
  })

  it("EDITOR-005 sorts by a header button, aria-sort on its column; a second press reverses", async () => {
    const { user, titles, table } = setup()
    const header = within(table).getByRole("columnheader", { name: "Title" })
    expect(header.hasAttribute("aria-sort")).toBe(false)
    await user.click(within(header).getByRole("button", { name: "Title" }))
    expect(header.getAttribute("aria-sort")).toBe("ascending")
    expect(titles()).toEqual(["Bowl 3", "Bowl 6", "Bowl 9", "Bowl 12", "Cup 2"])
    await user.click(within(header).getByRole("button", { name: "Title" }))
    expect(header.getAttribute("aria-sort")).toBe("descending")
    expect(titles()).toEqual(["Mug 10", "Mug 7", "Mug 4", "Mug 1", "Cup 11"])
    expect(within(within(table).getByRole("columnheader", { name: "Id" })).queryByRole("button")).toBeNull()
  })

  it("EDITOR-005 a search narrows the rows and starts again at page 1", async () => {
    const { user, titles } = setup()
    await user.click(screen.getByRole("button", { name: "Next" }))
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "bowl")
    expect(titles()).toEqual(["Bowl 3", "Bowl 6", "Bowl 9", "Bowl 12"])
    expect(screen.getByRole("status").textContent).toBe("Page 1 of 1")
  })

  it("EDITOR-005 says 'No results' when nothing matches, and for no rows at all", async () => {
    const { user, table } = setup()
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "teapot")
    expect(within(table).getByRole("cell").textContent).toBe("No results")
  })

  it("EDITOR-005 an empty table says 'No results' on one page", () => {
    const { table } = setup([])
    expect(within(table).getByRole("cell").textContent).toBe("No results")
    expect(screen.getByRole("status").textContent).toBe("Page 1 of 1")
  })
})
