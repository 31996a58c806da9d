import { Context, type Effect } from "effect"
import type { CensusEvent } from "./model.ts"
import type { Period, Step } from "./period.ts"
import type { CensusReport, CensusTotals } from "./report.ts"

/**
 * Keeps census hits, script errors and performance measures, and answers the dashboard from them.
 * Periods are on whole hours. A bot's hit counts only in `botHits`; a performance measure whose
 * metric is a web vital feeds the vitals; other measures are kept but not summarised.
 */
export class EventStore extends Context.Service<
  EventStore,
  {
    /** Keeps every event of the batch, or none of them; an empty batch does nothing. */
    readonly append: (events: ReadonlyArray<CensusEvent>) => Effect.Effect<void>
    /** A website's totals over a period; zeros for a website or period with nothing kept. */
    readonly totals: (websiteId: string, period: Period) => Effect.Effect<CensusTotals>
    /** A website's report over a period, its series cut by `step`. */
    readonly report: (websiteId: string, period: Period, step: Step) => Effect.Effect<CensusReport>
  }
>()("@vitrine/core/census/EventStore") {}
