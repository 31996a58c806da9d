import { useState } from "react"
import { type AnalyticsDashboard, type AnalyticsRange, useAnalyticsClient } from "../../api/analytics.tsx"
import { useStoreClient } from "../../api/context.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { Funnel } from "./Funnel.tsx"
import { RANGES } from "./labels.ts"
import { RangePicker } from "./RangePicker.tsx"
import { TopLists } from "./TopLists.tsx"
import { TotalsCards } from "./TotalsCards.tsx"
import { TrafficChart } from "./TrafficChart.tsx"
import { VitalsTable } from "./VitalsTable.tsx"
import "./analytics.css"

/** The screen's texts (ours: the spec shows no merchant screens). */
export const ANALYTICS_TEXT = {
  title: "Analytics",
  loading: "Loading analytics",
  empty: "No visits in this period yet.",
} as const

// Nothing to chart: no page view and no funnel event (bots alone still show in the bot share).
const isEmpty = ({ totals }: AnalyticsDashboard) =>
  totals.pageViews === 0 && Object.values(totals.funnel).every((count) => count === 0)

/**
 * The merchant's analytics (`/admin/analytics`): a period (today, 7 or 30 days; 7 to start), its
 * visits, unique visitors and page views against the period before, the traffic chart, the
 * add-to-cart funnel, top products and pages, web vitals and the bots' share. Products are named
 * from the catalogue when it answers; otherwise by id.
 *
 * @example
 * <AnalyticsPage />
 */
export const AnalyticsPage = () => {
  const analytics = useAnalyticsClient()
  const store = useStoreClient()
  const [range, setRange] = useState<AnalyticsRange>("7d")
  const [loaded, retry] = useLoad(async () => {
    const [dashboard, products] = await Promise.all([analytics.dashboard(range), store.listProducts()])
    if (!dashboard.ok) return dashboard
    const names = new Map(
      products.ok ? products.value.products.map((product) => [product.id, product.title]) : [],
    )
    return { ok: true as const, value: { dashboard: dashboard.value.dashboard, names } }
  }, range)
  const against = RANGES.find((choice) => choice.range === range)?.previous ?? ""
  return (
    <section className="analytics" aria-busy={loaded.status === "loading"}>
      <PageHeading title={ANALYTICS_TEXT.title} />
      <RangePicker range={range} onChange={setRange} />
      {loaded.status === "loading" && <Spinner label={ANALYTICS_TEXT.loading} />}
      {(loaded.status === "error" || loaded.status === "not-found") && (
        <ErrorScreen onRetry={retry} failure={loaded} />
      )}
      {loaded.status === "ready" && (
        <>
          <TotalsCards dashboard={loaded.value.dashboard} against={against} />
          {isEmpty(loaded.value.dashboard) ? (
            <p className="empty analytics-empty">{ANALYTICS_TEXT.empty}</p>
          ) : (
            <>
              <TrafficChart series={loaded.value.dashboard.series} step={loaded.value.dashboard.step} />
              <Funnel
                funnel={loaded.value.dashboard.totals.funnel}
                previous={loaded.value.dashboard.previousTotals.funnel}
                against={against}
              />
              <TopLists dashboard={loaded.value.dashboard} productName={(id) => loaded.value.names.get(id)} />
              <VitalsTable vitals={loaded.value.dashboard.vitals} />
            </>
          )}
        </>
      )}
    </section>
  )
}
