import { render, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { userSession } from "../../../../react/test/render.tsx"
import type { AnalyticsDashboard } from "../../api/analytics.tsx"
import { VitalsTable } from "./VitalsTable.tsx"

type Vital = AnalyticsDashboard["vitals"][number]

const lcp = (path: string, p75: number, rating: Vital["rating"]): Vital => ({
  path,
  metric: "largest_contentful_paint_ms",
  samples: 4,
  p75,
  rating,
  good: 2500,
  poor: 4000,
})

// Twelve pages: more than one page of the table (10 rows).
const VITALS: readonly Vital[] = [
  ...Array.from({ length: 11 }, (_, at) => lcp(`/page-${at + 1}`, 1000 + at * 100, "good")),
  { ...lcp("/shop", 4200, "poor"), metric: "cumulative_layout_shift", p75: 0.3, good: 0.1, poor: 0.25 },
]

const pagesShown = (table: HTMLElement) =>
  within(table)
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent)

describe("the web vitals table", () => {
  it("EDITOR-005 pages, sorts and searches the vitals as a data table", async () => {
    const user = userSession()
    render(<VitalsTable vitals={VITALS} />)
    const table = screen.getByRole("table", { name: "Each page's measures" })
    expect(pagesShown(table)).toHaveLength(10)
    expect(screen.getByRole("status").textContent).toBe("Page 1 of 2")

    const p75 = within(table).getByRole("columnheader", { name: "p75" })
    await user.click(within(p75).getByRole("button", { name: "p75" }))
    await user.click(within(p75).getByRole("button", { name: "p75" }))
    expect(p75.getAttribute("aria-sort")).toBe("descending")
    expect(pagesShown(table).slice(0, 2)).toEqual(["/page-11", "/page-10"])

    await user.type(screen.getByRole("searchbox", { name: "Search pages and measures" }), "layout")
    expect(pagesShown(table)).toEqual(["/shop"])
    const row = within(table).getAllByRole("row")[1] as HTMLElement
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Cumulative layout shift", "0.30", "Poor", "≤ 0.10 / > 0.25", "4"])
  })

  it("EDITOR-005 a search for no page says 'No results'", async () => {
    const user = userSession()
    render(<VitalsTable vitals={VITALS} />)
    await user.type(screen.getByRole("searchbox", { name: "Search pages and measures" }), "/checkout")
    expect(screen.getByRole("cell").textContent).toBe("No results")
  })
})
