/**
 * The error reporter's limits (ERR-006 to ERR-009): at most 20 sends per page, a queue of 10 reports,
 * stacks cut at 5000 characters, sends debounced by 1 second.
 *
 * @example
 * ERROR_REPORTER.debounceMs // 1000
 */
export const ERROR_REPORTER = {
  maxSendsPerPage: 20,
  queueSize: 10,
  stackLimit: 5000,
  debounceMs: 1000,
} as const

/**
 * One caught error as the reporter sends it (ERR-005). `kind` says how it was caught: an uncaught
 * error, an unhandled promise rejection, or an error the page caught and reported itself.
 */
export interface ScriptErrorReport {
  readonly kind: "error" | "rejection" | "caught"
  readonly message: string
  readonly stack: string
  readonly url: string
  readonly line?: number
  readonly column?: number
  readonly timestamp: number
}

/**
 * A stack cut to at most 5000 characters (ERR-008).
 *
 * @example
 * truncateStack("x".repeat(6000)).length // 5000
 */
export const truncateStack = (stack: string): string =>
  stack.length > ERROR_REPORTER.stackLimit ? stack.slice(0, ERROR_REPORTER.stackLimit) : stack

/** What one page's reporter holds: the reports waiting to be sent and how many sends it made. */
export interface ReporterState {
  readonly queue: readonly ScriptErrorReport[]
  readonly sends: number
}

/** A page's reporter before anything happened. */
export const INITIAL_REPORTER: ReporterState = { queue: [], sends: 0 }

/**
 * Queues a report, its stack cut (ERR-008). The queue holds 10 (ERR-007): past that, and once the
 * page has used its 20 sends (ERR-006), a report is dropped — the first errors of a page are kept,
 * since the later ones are most often their echoes.
 *
 * @example
 * enqueueReport(INITIAL_REPORTER, report).queue.length // 1
 */
export const enqueueReport = (state: ReporterState, report: ScriptErrorReport): ReporterState =>
  state.queue.length >= ERROR_REPORTER.queueSize || state.sends >= ERROR_REPORTER.maxSendsPerPage
    ? state
    : { ...state, queue: [...state.queue, { ...report, stack: truncateStack(report.stack) }] }

/**
 * Takes the queue for one send, or nothing when it is empty or the page has sent 20 times (ERR-006).
 * The caller sends when the debounce of 1 second since the last queued report has run out (ERR-009).
 *
 * @example
 * takeSend(enqueueReport(INITIAL_REPORTER, report)) // { state: { queue: [], sends: 1 }, batch: [report] }
 */
export const takeSend = (
  state: ReporterState,
): { readonly state: ReporterState; readonly batch: readonly ScriptErrorReport[] | undefined } =>
  state.queue.length === 0 || state.sends >= ERROR_REPORTER.maxSendsPerPage
    ? { state, batch: undefined }
    : { state: { queue: [], sends: state.sends + 1 }, batch: state.queue }
