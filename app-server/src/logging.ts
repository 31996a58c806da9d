import type { RequestHandler } from "express"
import { type Logger, pino } from "pino"
import type { LogLevel } from "./config.ts"

/**
 * The server's structured logger: one JSON object per line on stdout. Lines are written without
 * waiting (a request's log line would otherwise cost it a write to stdout): under load the lines
 * waiting for a write go out together, and pino writes what is left when the process exits.
 *
 * @example
 * const logger = createLogger("info")
 * logger.info({ url }, "Vitrine store running")
 */
export const createLogger = (level: LogLevel): Logger =>
  // The pid tells apart the processes of `WORKERS=N`, which write to the same stdout.
  pino({ level, base: { service: "vitrine", pid: process.pid } }, pino.destination({ dest: 1, sync: false }))

/**
 * Logs each request once it has been answered: method, path, status and duration. 5xx answers are
 * logged at error level, 4xx and 503 (the database away for a moment: expected, not a bug) at warn. A logger that would write none of them (silent) costs a
 * request nothing.
 *
 * @example
 * app.use(requestLog(logger))
 */
export const requestLog =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    if (!logger.isLevelEnabled("error")) return next()
    const started = performance.now()
    res.on("finish", () => {
      const entry = {
        method: req.method,
        url: req.originalUrl,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      }
      if (res.statusCode >= 500 && res.statusCode !== 503) logger.error(entry, "request")
      else if (res.statusCode >= 400) logger.warn(entry, "request")
      else logger.info(entry, "request")
    })
    next()
  }
