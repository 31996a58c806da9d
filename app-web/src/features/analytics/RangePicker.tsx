import type { AnalyticsRange } from "../../api/analytics.tsx"
import { RANGES } from "./labels.ts"

/**
 * The range picker: native radio buttons (arrow keys move between them, as a radio group should),
 * drawn as a segmented control.
 *
 * @example
 * <RangePicker range="7d" onChange={setRange} />
 */
export const RangePicker = ({
  range,
  onChange,
}: {
  range: AnalyticsRange
  onChange: (range: AnalyticsRange) => void
}) => (
  <fieldset className="range-picker">
    <legend className="visually-hidden">Period</legend>
    {RANGES.map((choice) => (
      <label key={choice.range} className="range-choice">
        <input
          type="radio"
          name="analytics-range"
          value={choice.range}
          checked={range === choice.range}
          onChange={() => onChange(choice.range)}
        />
        <span>{choice.label}</span>
      </label>
    ))}
  </fieldset>
)
