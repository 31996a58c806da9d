import { DataTable, type DataTableColumn } from "@vitrine/react/data-table"
import type { AnalyticsDashboard } from "../../api/analytics.tsx"
import { formatCount } from "./compare.ts"
import { RATING_LABELS, VITAL_LABELS, vitalValue } from "./labels.ts"

type Vital = AnalyticsDashboard["vitals"][number]

// A row as the merchant reads it, so the search and the sort work on the words shown (the measure's
// name, the rating's word, "Good" < "Needs improvement" < "Poor") and the p75 as a number.
const vitalRow = (vital: Vital) => ({
  id: `${vital.path} ${vital.metric}`,
  path: vital.path,
  measure: VITAL_LABELS[vital.metric],
  p75: vital.p75,
  rating: RATING_LABELS[vital.rating],
  samples: vital.samples,
  vital,
})

type VitalRow = ReturnType<typeof vitalRow>

const COLUMNS: readonly DataTableColumn<VitalRow>[] = [
  { key: "path", header: "Page", rowHeader: true },
  { key: "measure", header: "Measure" },
  { key: "p75", header: "p75", render: (row) => vitalValue(row.vital.metric, row.p75) },
  {
    key: "rating",
    header: "Rating",
    render: (row) => <span className={`rating rating-${row.vital.rating}`}>{row.rating}</span>,
  },
  {
    key: "vital",
    header: "Good / poor",
    sortable: false,
    render: ({ vital }) => (
      <>
        ≤ {vitalValue(vital.metric, vital.good)} / &gt; {vitalValue(vital.metric, vital.poor)}
      </>
    ),
  },
  { key: "samples", header: "Samples", render: (row) => formatCount(row.samples) },
]

/**
 * Each page's web vitals at the 75th percentile, rated against the good and poor thresholds
 * (PERF-015..019); the rating is written out, its colour only repeats it. A site has a row per page
 * and measure, so the list is `@vitrine/react`'s data table (EDITOR-005): searched by page, measure
 * or rating, sorted by any column but the thresholds, 10 rows a page.
 *
 * @example
 * <VitalsTable vitals={dashboard.vitals} />
 */
export const VitalsTable = ({ vitals }: { vitals: AnalyticsDashboard["vitals"] }) => (
  <section className="analytics-panel" aria-labelledby="analytics-vitals">
    <h2 id="analytics-vitals">Web vitals (75th percentile)</h2>
    {vitals.length === 0 ? (
      <p className="empty">No web-vitals measures in this period.</p>
    ) : (
      <DataTable
        className="analytics-table"
        caption="Each page's measures"
        rows={vitals.map(vitalRow)}
        rowKey={(row) => row.id}
        columns={COLUMNS}
        searchIn={["path", "measure", "rating"]}
        searchLabel="Search pages and measures"
      />
    )}
  </section>
)
