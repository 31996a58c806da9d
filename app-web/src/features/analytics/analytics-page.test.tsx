import { render, screen, waitFor, within } from "@testing-library/react"
import { ContributorRole } from "@vitrine/core/enums"
import { describe, expect, it, vi } from "vitest"
import { failed, fakeClient } from "../../../../react/test/fake-client.ts"
import { mug } from "../../../../react/test/products.ts"
import { userSession } from "../../../../react/test/render.tsx"
import { FAKE_ADMIN, fakeAccounts } from "../../../test/fake-accounts.ts"
import {
  type AnalyticsClient,
  AnalyticsClientProvider,
  type AnalyticsDashboard,
} from "../../api/analytics.tsx"
import type { ApiResult } from "../../api/store-client.ts"
import { Store } from "../../app/Store.tsx"
import { ANALYTICS_TEXT } from "./AnalyticsPage.tsx"

const HOUR = 3_600_000
const DAY = 24 * HOUR
const FROM = Date.UTC(2026, 10, 19)
const zeros = { visits: 0, uniqueVisitors: 0, pageViews: 0, botHits: 0, scriptErrors: 0 }
const noFunnel = { plpVisits: 0, pdpVisits: 0, addsToCart: 0, cartViews: 0 }

const dashboardOf = (range: AnalyticsDashboard["range"]): AnalyticsDashboard => ({
  range,
  step: "day",
  current: { from: FROM, to: FROM + 7 * DAY },
  previous: { from: FROM - 7 * DAY, to: FROM },
  totals: {
    visits: 5,
    uniqueVisitors: 4,
    pageViews: 12,
    botHits: 3,
    scriptErrors: 0,
    funnel: { plpVisits: 8, pdpVisits: 6, addsToCart: 3, cartViews: 2 },
  },
  previousTotals: {
    ...zeros,
    visits: 4,
    uniqueVisitors: 4,
    pageViews: 15,
    funnel: { plpVisits: 4, pdpVisits: 6, addsToCart: 4, cartViews: 0 },
  },
  series: Array.from({ length: 7 }, (_, day) => ({
    start: FROM + day * DAY,
    visits: day === 6 ? 5 : 0,
    uniqueVisitors: day === 6 ? 4 : 0,
    pageViews: day === 6 ? 12 : 0,
  })),
  topProducts: [{ itemId: mug.id, views: 6, addsToCart: 3 }],
  topPages: [{ path: "/shop", pageViews: 12 }],
  vitals: [
    {
      path: "/shop",
      metric: "largest_contentful_paint_ms",
      samples: 4,
      p75: 4200,
      rating: "poor",
      good: 2500,
      poor: 4000,
    },
  ],
  botShare: 0.2,
})

const ok = (dashboard: AnalyticsDashboard): ApiResult<{ dashboard: AnalyticsDashboard }> => ({
  ok: true,
  value: { dashboard },
})

const open = (analytics: AnalyticsClient, accounts = fakeAccounts()) => {
  window.history.replaceState(null, "", "/admin/analytics")
  const user = userSession()
  render(
    <AnalyticsClientProvider client={analytics}>
      <Store client={fakeClient({ products: [mug] })} accounts={accounts} />
    </AnalyticsClientProvider>,
  )
  return { user }
}

const fakeAnalytics = (answer = (range: AnalyticsDashboard["range"]) => ok(dashboardOf(range))) => ({
  dashboard: vi.fn(async (range: AnalyticsDashboard["range"]) => answer(range)),
})

const figure = (label: string) =>
  screen.getByText(label, { selector: "dt" }).closest(".analytics-card")?.textContent ?? ""

const admin = { ...FAKE_ADMIN, permissions: [...FAKE_ADMIN.permissions, "analytics.read" as const] }

// The first test also loads the admin and analytics chunks: slow on a loaded machine.
describe("analytics dashboard", { timeout: 15_000 }, () => {
  it("shows the last 7 days' figures against the 7 before, the funnel, top lists and rated vitals", async () => {
    const analytics = fakeAnalytics()
    open(analytics, fakeAccounts({ staff: admin }))
    await screen.findByText("Unique visitors", { selector: "dt" }, { timeout: 4000 })
    expect(analytics.dashboard).toHaveBeenCalledWith("7d")
    expect(screen.getByRole("link", { name: "Analytics" }).getAttribute("aria-current")).toBe("page")
    expect(figure("Visits")).toBe("Visits5+25% vs the 7 days before")
    expect(figure("Unique visitors")).toBe("Unique visitors40% vs the 7 days before")
    expect(figure("Page views")).toBe("Page views12−20% vs the 7 days before")
    expect(figure("Bot share")).toBe("Bot share20%")
    const funnel = screen.getByRole("region", { name: "Add-to-cart funnel" }).textContent
    expect(funnel).toContain("Listing visits8 (+100% vs the 7 days before)")
    expect(funnel).toContain("Product page visits6 (0% vs the 7 days before)75% of the step before")
    expect(funnel).toContain("Adds to cart3 (−25% vs the 7 days before)50% of the step before")
    expect(funnel).toContain("Cart views2 (new vs the 7 days before)")
    const products = screen.getByRole("region", { name: "Top products" })
    expect(within(products).getByRole("rowheader").textContent).toBe(mug.title)
    const vitals = screen.getByRole("region", { name: "Web vitals (75th percentile)" })
    expect(
      within(vitals)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Largest contentful paint", "4,200 ms", "Poor", "≤ 2,500 ms / > 4,000 ms", "4"])
  })

  // The keyboard's walk through the radios is checked in Chromium (the e2e): jsdom lacks CSS.escape,
  // which user-event's radio walk needs.
  it("the range picker is a radio group; each range is fetched and compared with its own previous period", async () => {
    const analytics = fakeAnalytics()
    const { user } = open(analytics, fakeAccounts({ staff: admin }))
    const week = await screen.findByRole("radio", { name: "Last 7 days" }, { timeout: 4000 })
    expect((week as HTMLInputElement).checked).toBe(true)
    await user.click(screen.getByRole("radio", { name: "Last 30 days" }))
    await waitFor(() => expect(analytics.dashboard).toHaveBeenLastCalledWith("30d"))
    expect((screen.getByRole("radio", { name: "Last 30 days" }) as HTMLInputElement).checked).toBe(true)
    await user.click(screen.getByRole("radio", { name: "Today" }))
    await waitFor(() => expect(analytics.dashboard).toHaveBeenLastCalledWith("today"))
    await screen.findAllByText("vs yesterday at this hour", { exact: false })
  })

  it("a period with no visits says so instead of empty charts", async () => {
    const empty = (range: AnalyticsDashboard["range"]) =>
      ok({
        ...dashboardOf(range),
        totals: { ...zeros, funnel: noFunnel },
        topProducts: [],
        topPages: [],
        vitals: [],
        botShare: 0,
      })
    open(fakeAnalytics(empty), fakeAccounts({ staff: admin }))
    expect(await screen.findByText(ANALYTICS_TEXT.empty, {}, { timeout: 4000 })).toBeTruthy()
    expect(screen.queryByRole("region", { name: "Top products" })).toBeNull()
  })

  it("a failed load shows the error and Retry fetches again", async () => {
    let calls = 0
    const analytics = fakeAnalytics((range) =>
      calls++ === 0 ? failed({ status: 500 }) : ok(dashboardOf(range)),
    )
    const { user } = open(analytics, fakeAccounts({ staff: admin }))
    await user.click(await screen.findByRole("button", { name: "Retry" }, { timeout: 4000 }))
    expect(await screen.findByText("Unique visitors", { selector: "dt" })).toBeTruthy()
    expect(analytics.dashboard).toHaveBeenCalledTimes(2)
  })

  it("ROLE-006 a role without analytics.read is told so and nothing is fetched", async () => {
    const analytics = fakeAnalytics()
    open(
      analytics,
      fakeAccounts({ staff: { ...FAKE_ADMIN, roles: [ContributorRole.EDITOR], permissions: [] } }),
    )
    expect((await screen.findByRole("alert", {}, { timeout: 4000 })).textContent).toBe(
      "Your role cannot see the store's analytics.",
    )
    expect(analytics.dashboard).not.toHaveBeenCalled()
  })
})
