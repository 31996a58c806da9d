import { randomUUID } from "node:crypto"
import { ANALYTICS_PATH, AnalyticsCall, HTTP_MESSAGE, RANGE_MESSAGE } from "@vitrine/adapter-http/contract"
import { type RunningServer, start } from "@vitrine/app-server"
import { type CensusEvent, DAY_MS, EventStore, type Hit } from "@vitrine/core/census"
import { ContributorRole } from "@vitrine/core/enums"
import { bucketValue, rateVital, vitalBucket } from "@vitrine/core/perf"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeStaff, STAFF_PASSWORD, TEST_ADMIN } from "./staff.ts"
import { targets } from "./targets.ts"
import { Visitor } from "./visitor.ts"

const PATH = ANALYTICS_PATH
const LCP = "largest_contentful_paint_ms"

// What a store's visitors did: today (now), yesterday at this time (today's comparison), three days
// ago (in the last 7 days) and eight days ago (the 7 days before those).
const seeded = (websiteId: string, now: number): CensusEvent[] => {
  const hit = (overrides: Partial<Hit>): Hit => ({
    _tag: "Hit",
    websiteId,
    at: now,
    name: "PageView",
    visitorId: "visitor-a",
    newVisit: false,
    bot: false,
    path: "/shop",
    itemId: null,
    data: null,
    ...overrides,
  })
  const lcp = (value: number): CensusEvent => ({
    _tag: "PerformanceSample",
    websiteId,
    at: now,
    path: "/shop",
    pageLoadId: randomUUID(),
    eventName: "web_vital",
    metric: LCP,
    value,
    data: null,
  })
  return [
    hit({ newVisit: true }),
    hit({ path: "/products/tote" }),
    hit({ visitorId: "visitor-b", newVisit: true }),
    hit({ visitorId: "visitor-c", newVisit: true, path: "/products/tote" }),
    hit({ visitorId: null, bot: true, path: "/products/tote" }),
    hit({ name: "VisitPLP" }),
    hit({ name: "VisitPDP", itemId: "tote", path: "/products/tote" }),
    hit({ name: "VisitPDP", itemId: "tote", visitorId: "visitor-c", path: "/products/tote" }),
    hit({ name: "VisitPDP", itemId: "mug", visitorId: "visitor-b", path: "/products/mug" }),
    hit({ name: "AddToCart", itemId: "tote", path: "/products/tote" }),
    hit({ name: "ViewCart", path: "/cart" }),
    ...[1000, 2000, 3000, 5000].map(lcp),
    hit({ at: now - DAY_MS, visitorId: "visitor-d", newVisit: true }),
    hit({ at: now - 3 * DAY_MS, visitorId: "visitor-e", newVisit: true }),
    hit({ at: now - 3 * DAY_MS, visitorId: "visitor-e" }),
    hit({ at: now - 8 * DAY_MS, visitorId: "visitor-f", newVisit: true }),
  ]
}

const funnel = (plpVisits: number, pdpVisits: number, addsToCart: number, cartViews: number) => ({
  plpVisits,
  pdpVisits,
  addsToCart,
  cartViews,
})

for (const target of targets()) {
  describe(`merchant analytics over HTTP on ${target.name}`, () => {
    const websiteId = randomUUID()
    let server: RunningServer | undefined
    beforeAll(async () => {
      server = await start({
        port: 0,
        logLevel: "silent",
        websiteId,
        admin: TEST_ADMIN,
        ...(await target.options()),
      })
      const events = seeded(websiteId, Date.now())
      await server.runtime.runPromise(EventStore.use((store) => store.append(events)))
    })
    afterAll(() => server?.stop())
    const url = () => server?.url ?? "http://server-not-started"
    const staffWith = async (role: ContributorRole) => {
      if (!server) throw new Error("The server is not started yet")
      const { email } = await makeStaff(server, [role], websiteId)
      return new Visitor(url()).signInAsStaff({ email, password: STAFF_PASSWORD })
    }
    const dashboardOf = async (range: string) => {
      const answer = await (await new Visitor(url()).signInAsStaff()).get(`${PATH}?range=${range}`)
      expect(answer.status).toBe(200)
      expect(Schema.is(AnalyticsCall.response)(answer.body)).toBe(true)
      return (answer.body as typeof AnalyticsCall.response.Type).dashboard
    }

    it("ROLE-006 signed out, the dashboard is 401 and says to sign in", async () => {
      const answer = await (await new Visitor(url()).arrive()).get(`${PATH}?range=today`)
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ message: HTTP_MESSAGE.signInRequired })
    })

    it("ROLE-006 a role without analytics.read (editor, billing) is 403; a viewer may read it", async () => {
      for (const role of [ContributorRole.EDITOR, ContributorRole.BILLING]) {
        const answer = await (await staffWith(role)).get(`${PATH}?range=today`)
        expect(answer.status).toBe(403)
        expect(answer.body).toEqual({ message: "You do not have permission to do that." })
      }
      const viewer = await (await staffWith(ContributorRole.VIEWER)).get(`${PATH}?range=today`)
      expect(viewer.status).toBe(200)
    })

    it.each(["yesterday", "7", "", "TODAY"])(
      "a range of %j is 400 with the range's message",
      async (range) => {
        const answer = await (await new Visitor(url()).signInAsStaff()).get(`${PATH}?range=${range}`)
        expect(answer.status).toBe(400)
        expect(answer.body.message).toBe(RANGE_MESSAGE)
      },
    )

    it("TRACK-001 TRACK-014 today: visits, visitors, page views, the funnel and bots are the events kept", async () => {
      const dashboard = await dashboardOf("today")
      expect(dashboard.totals).toEqual({
        visits: 3,
        uniqueVisitors: 3,
        pageViews: 4,
        botHits: 1,
        scriptErrors: 0,
        funnel: funnel(1, 3, 1, 1),
      })
      expect(dashboard.botShare).toBeCloseTo(1 / 5)
      expect(dashboard.step).toBe("hour")
      expect(dashboard.series.reduce((sum, point) => sum + point.pageViews, 0)).toBe(4)
      expect(dashboard.series.at(-1)).toMatchObject({ visits: 3, pageViews: 4, uniqueVisitors: 3 })
      expect(dashboard.topPages).toEqual([
        { path: "/products/tote", pageViews: 2 },
        { path: "/shop", pageViews: 2 },
      ])
      expect(dashboard.topProducts).toEqual([
        { itemId: "tote", views: 2, addsToCart: 1 },
        { itemId: "mug", views: 1, addsToCart: 0 },
      ])
    })

    it("today is compared with yesterday up to the same hour", async () => {
      const dashboard = await dashboardOf("today")
      expect(dashboard.previous.to - dashboard.previous.from).toBe(
        dashboard.current.to - dashboard.current.from,
      )
      expect(dashboard.previousTotals).toMatchObject({ visits: 1, pageViews: 1, uniqueVisitors: 1 })
    })

    it("7 days hold today, yesterday and three days ago, against the 7 days before", async () => {
      const dashboard = await dashboardOf("7d")
      expect(dashboard.step).toBe("day")
      expect(dashboard.series).toHaveLength(7)
      expect(dashboard.totals).toMatchObject({ visits: 5, pageViews: 7, uniqueVisitors: 5 })
      expect(dashboard.series.map((point) => point.pageViews)).toEqual([0, 0, 0, 2, 0, 1, 4])
      expect(dashboard.previousTotals).toMatchObject({ visits: 1, pageViews: 1 })
      const month = await dashboardOf("30d")
      expect(month.series).toHaveLength(30)
      expect(month.totals).toMatchObject({ visits: 6, pageViews: 8 })
    })

    it("PERF-016 a page's LCP at p75 is rated against 2500/4000 ms", async () => {
      const [vital] = (await dashboardOf("today")).vitals
      const p75 = bucketValue(LCP, vitalBucket(LCP, 3000))
      expect(vital).toEqual({
        path: "/shop",
        metric: LCP,
        samples: 4,
        p75,
        rating: rateVital(LCP, p75),
        good: 2500,
        poor: 4000,
      })
    })

    it("without a range the dashboard is the last 7 days", async () => {
      const answer = await (await new Visitor(url()).signInAsStaff()).get(PATH)
      expect(answer.status).toBe(200)
      expect(answer.body.dashboard.range).toBe("7d")
    })
  })
}
