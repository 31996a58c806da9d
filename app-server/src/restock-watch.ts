import { autoSendRestock } from "@vitrine/core/restock"
import { Cause, Effect } from "effect"
import type { Logger } from "pino"

/**
 * How often the automatic send looks for variants back in stock, by default: the merchant who turns
 * it on sees the e-mails go within seconds of a restock, and a look with the setting off is one read
 * of one row.
 */
export const AUTO_SEND_EVERY_MS = 5000

/**
 * The automatic send of one server process: core's `autoSendRestock` every `everyMs`, for ever. A
 * look that fails (the database away) is logged and the next one tries again. Several processes may
 * run it: each waiting sign-up is queued once whoever looks.
 *
 * @example
 * runtime.runFork(restockWatch(5000, logger))
 */
export const restockWatch = (everyMs: number, logger: Logger) =>
  autoSendRestock.pipe(
    Effect.tap((sent) =>
      Effect.sync(() => {
        if (sent.length > 0) logger.info({ sent }, "restock e-mails queued automatically")
      }),
    ),
    Effect.catchCause((cause) =>
      Effect.sync(() => logger.error({ cause: Cause.pretty(cause) }, "automatic restock send failed")),
    ),
    Effect.andThen(Effect.sleep(everyMs)),
    Effect.forever,
  )
