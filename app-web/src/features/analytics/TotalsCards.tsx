import type { AnalyticsDashboard } from "../../api/analytics.tsx"
import { compare, formatCount, formatShare } from "./compare.ts"

const FIGURES: readonly {
  readonly key: "visits" | "uniqueVisitors" | "pageViews"
  readonly label: string
}[] = [
  { key: "visits", label: "Visits" },
  { key: "uniqueVisitors", label: "Unique visitors" },
  { key: "pageViews", label: "Page views" },
]

const Figure = (props: {
  label: string
  value: string
  change?: { text: string; direction: string }
  against: string
}) => (
  <div className="analytics-card">
    <dt>{props.label}</dt>
    <dd className="analytics-figure">{props.value}</dd>
    {props.change && (
      <dd className={`analytics-change analytics-change-${props.change.direction}`}>
        {props.change.text} <span className="hint">vs {props.against}</span>
      </dd>
    )}
  </div>
)

/**
 * The period's headline figures, each with its change against the previous period, and the bots'
 * share of what was seen (bot hits over bot hits and people's page views; bots are counted apart,
 * never in the other figures).
 *
 * @example
 * <TotalsCards dashboard={dashboard} against="the 7 days before" />
 */
export const TotalsCards = ({ dashboard, against }: { dashboard: AnalyticsDashboard; against: string }) => (
  <dl className="analytics-cards">
    {FIGURES.map(({ key, label }) => (
      <Figure
        key={key}
        label={label}
        value={formatCount(dashboard.totals[key])}
        change={compare(dashboard.totals[key], dashboard.previousTotals[key])}
        against={against}
      />
    ))}
    <Figure label="Bot share" value={formatShare(dashboard.botShare)} against={against} />
  </dl>
)
