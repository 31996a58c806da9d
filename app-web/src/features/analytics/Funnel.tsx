import type { AnalyticsDashboard } from "../../api/analytics.tsx"
import { compare, formatCount, stepRate } from "./compare.ts"

const STEPS = [
  { key: "plpVisits", label: "Listing visits" },
  { key: "pdpVisits", label: "Product page visits" },
  { key: "addsToCart", label: "Adds to cart" },
  { key: "cartViews", label: "Cart views" },
] as const

type Counts = AnalyticsDashboard["totals"]["funnel"]

/**
 * The add-to-cart funnel: listing visits → product page visits → adds → cart views, each step with
 * its share of the step before and its change against the previous period. The bars are widths
 * relative to the largest step, drawn in CSS.
 *
 * @example
 * <Funnel funnel={dashboard.totals.funnel} previous={dashboard.previousTotals.funnel} against="the 7 days before" />
 */
export const Funnel = ({
  funnel,
  previous,
  against,
}: {
  funnel: Counts
  previous: Counts
  against: string
}) => {
  const largest = Math.max(1, ...STEPS.map((step) => funnel[step.key]))
  return (
    <section className="analytics-panel" aria-labelledby="analytics-funnel">
      <h2 id="analytics-funnel">Add-to-cart funnel</h2>
      <ol className="funnel">
        {STEPS.map((step, index) => {
          const before = index === 0 ? undefined : STEPS[index - 1]
          const change = compare(funnel[step.key], previous[step.key])
          return (
            <li key={step.key} className="funnel-step" data-step={step.key}>
              <span className="funnel-label">{step.label}</span>
              <span className="funnel-count">
                <span className="funnel-figure">{formatCount(funnel[step.key])}</span>{" "}
                <span className={`analytics-change analytics-change-${change.direction}`}>
                  ({change.text} <span className="hint">vs {against}</span>)
                </span>
              </span>
              {before && (
                <span className="hint">
                  {stepRate(funnel[before.key], funnel[step.key])} of the step before
                </span>
              )}
              <span
                className="funnel-bar"
                aria-hidden="true"
                style={{ width: `${(funnel[step.key] / largest) * 100}%` }}
              />
            </li>
          )
        })}
      </ol>
    </section>
  )
}
