import { Effect, Layer, Option } from "effect"
import type { AutomationConnection } from "../site/automation-connection.ts"
import type { MailingConnection } from "../site/mailing-connection-rules.ts"
import { SiteConnectionsRepository } from "../site/port.ts"
import { randomText } from "./random-text.ts"

interface Stored {
  mailing?: MailingConnection | undefined
  automation?: AutomationConnection | undefined
  key?: string | undefined
}

/**
 * SiteConnectionsRepository in memory: each website's connections, copies kept (a caller changing
 * its value afterwards changes nothing stored). Keys come from Effect's Random and are kept as
 * they are, like the memory `Sessions`' tokens: fine for tests and demos; the durable adapter keeps
 * a SHA-256. Each build starts empty.
 *
 * @example
 * siteConnections("site-1").pipe(Effect.provide(memorySiteConnections()))
 */
export const memorySiteConnections = (): Layer.Layer<SiteConnectionsRepository> =>
  Layer.sync(SiteConnectionsRepository, () => {
    const sites = new Map<string, Stored>()
    const site = (websiteId: string): Stored => {
      const found = sites.get(websiteId)
      if (found !== undefined) return found
      const fresh: Stored = {}
      sites.set(websiteId, fresh)
      return fresh
    }
    const copy = <A>(value: A): A => JSON.parse(JSON.stringify(value))
    return SiteConnectionsRepository.of({
      findMailing: (websiteId) =>
        Effect.sync(() => Option.fromNullishOr(sites.get(websiteId)?.mailing).pipe(Option.map(copy))),
      saveMailing: (websiteId, connection) =>
        Effect.sync(() => {
          site(websiteId).mailing = Option.getOrUndefined(Option.map(connection, copy))
        }),
      findAutomation: (websiteId) =>
        Effect.sync(() => Option.fromNullishOr(sites.get(websiteId)?.automation)),
      awaitAutomation: (websiteId, requestedAt) =>
        Effect.tap(randomText(32), (key) =>
          Effect.sync(() => {
            Object.assign(site(websiteId), { automation: { status: "awaiting", requestedAt }, key })
          }),
        ),
      // One synchronous step: nothing can run between the comparison and the write.
      confirmAwaited: (websiteId, key, connected) =>
        Effect.sync(() => {
          const stored = sites.get(websiteId)
          if (stored?.key === undefined || stored.key !== key || stored.automation?.status !== "awaiting")
            return false
          Object.assign(stored, { automation: copy(connected), key: undefined })
          return true
        }),
      settleAutomation: (websiteId, state) =>
        Effect.sync(() => {
          Object.assign(site(websiteId), { automation: copy(state), key: undefined })
        }),
    })
  })
