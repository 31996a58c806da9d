import { useEffect, useRef, useState } from "react"
import type { AnalyticsDashboard } from "../../api/analytics.tsx"
import { formatCount } from "./compare.ts"
import { stepLabel } from "./labels.ts"

type Series = AnalyticsDashboard["series"]

const LINES = [
  { key: "visits", label: "Visits", stroke: "#1f4d3a" },
  { key: "uniqueVisitors", label: "Unique visitors", stroke: "#2f6fde" },
  { key: "pageViews", label: "Page views", stroke: "#b23a1e" },
] as const

// uPlot (about 20 KB gzip, with its stylesheet) is fetched only when a chart is drawn: it is in no
// other chunk, so neither the storefront nor the rest of the admin carries it.
const loadPlot = () =>
  Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(([module]) => module.default)

/**
 * Visits, unique visitors and page views over the period, one point per step (hours today, days
 * otherwise, UTC). The canvas is a picture for the eye; the same numbers are a table below it (a
 * disclosure, so keyboard and screen-reader users read them as data). If the chart cannot be drawn
 * the table stays.
 *
 * @example
 * <TrafficChart series={dashboard.series} step={dashboard.step} />
 */
export const TrafficChart = ({ series, step }: { series: Series; step: AnalyticsDashboard["step"] }) => {
  const target = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let chart: { destroy: () => void; setSize: (size: { width: number; height: number }) => void } | undefined
    let live = true
    const size = () => ({ width: Math.max(280, target.current?.clientWidth ?? 640), height: 240 })
    const resize = () => chart?.setSize(size())
    loadPlot()
      .then((UPlot) => {
        if (!live || target.current === null) return
        chart = new UPlot(
          {
            ...size(),
            tzDate: (seconds: number) => UPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
            series: [{}, ...LINES.map((line) => ({ label: line.label, stroke: line.stroke, width: 2 }))],
            axes: [{}, { values: (_: unknown, ticks: number[]) => ticks.map((tick) => formatCount(tick)) }],
          },
          [
            series.map((point) => point.start / 1000),
            ...LINES.map((line) => series.map((point) => point[line.key])),
          ],
          target.current,
        )
        window.addEventListener("resize", resize)
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
      window.removeEventListener("resize", resize)
      chart?.destroy()
    }
  }, [series])
  return (
    <figure className="analytics-panel traffic-chart">
      <figcaption>
        <h2>Traffic</h2>
      </figcaption>
      <div ref={target} className="traffic-canvas" aria-hidden="true" />
      {failed && <p className="hint">The chart could not be drawn; the numbers are below.</p>}
      <details open={failed}>
        <summary>Show the numbers</summary>
        <table className="analytics-table">
          <thead>
            <tr>
              <th scope="col">{step === "hour" ? "Hour (UTC)" : "Day (UTC)"}</th>
              {LINES.map((line) => (
                <th key={line.key} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.start}>
                <th scope="row">{stepLabel(point.start, step)}</th>
                {LINES.map((line) => (
                  <td key={line.key}>{formatCount(point[line.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
