import {
  ERROR_REPORTER,
  enqueueReport,
  INITIAL_REPORTER,
  type ScriptErrorReport,
  takeSend,
} from "@vitrine/core/visitor"

/** The error reporter of one page: queue a caught error; it sends by itself. */
export interface ErrorReporter {
  readonly report: (
    error: unknown,
    kind?: ScriptErrorReport["kind"],
    where?: { readonly line?: number; readonly column?: number },
  ) => void
}

const text = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value)

/**
 * An error reporter (ERR-005) over the core's rules: reports queue (10 at most, ERR-007) with
 * stacks cut at 5000 characters (ERR-008); the queue is sent 1 second after the last report
 * (ERR-009), at most 20 times per page (ERR-006).
 *
 * @example
 * const reporter = makeErrorReporter((batch) => post(url, JSON.stringify(batch), "application/json"))
 * reporter.report(new Error("boom"))
 */
export const makeErrorReporter = (send: (batch: readonly ScriptErrorReport[]) => void): ErrorReporter => {
  let state = INITIAL_REPORTER
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    timer = undefined
    const taken = takeSend(state)
    state = taken.state
    if (taken.batch !== undefined) send(taken.batch)
  }
  return {
    report: (error, kind = "caught", where = {}) => {
      const message = error instanceof Error ? error.message : String(error)
      state = enqueueReport(state, {
        kind,
        message: text(message, 1000),
        stack: error instanceof Error ? (error.stack ?? "") : "",
        url: text(location.href, 2083),
        ...(where.line === undefined ? {} : { line: where.line }),
        ...(where.column === undefined ? {} : { column: where.column }),
        timestamp: Date.now(),
      })
      if (timer !== undefined) clearTimeout(timer)
      timer = setTimeout(flush, ERROR_REPORTER.debounceMs)
    },
  }
}
