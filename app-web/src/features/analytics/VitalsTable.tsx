import type { AnalyticsDashboard } from "../../api/analytics.tsx"
import { formatCount } from "./compare.ts"
import { RATING_LABELS, VITAL_LABELS, vitalValue } from "./labels.ts"

/**
 * Each page's web vitals at the 75th percentile, rated against the good and poor thresholds
 * (PERF-015..019); the rating is written out, its colour only repeats it.
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
      <table className="analytics-table">
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Measure</th>
            <th scope="col">p75</th>
            <th scope="col">Rating</th>
            <th scope="col">Good / poor</th>
            <th scope="col">Samples</th>
          </tr>
        </thead>
        <tbody>
          {vitals.map((vital) => (
            <tr key={`${vital.path} ${vital.metric}`}>
              <th scope="row">{vital.path}</th>
              <td>{VITAL_LABELS[vital.metric]}</td>
              <td>{vitalValue(vital.metric, vital.p75)}</td>
              <td>
                <span className={`rating rating-${vital.rating}`}>{RATING_LABELS[vital.rating]}</span>
              </td>
              <td>
                ≤ {vitalValue(vital.metric, vital.good)} / &gt; {vitalValue(vital.metric, vital.poor)}
              </td>
              <td>{formatCount(vital.samples)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )}
  </section>
)
