import {
  type ErrorBody,
  GetPreferences,
  MISSING_NAMESPACE_MESSAGE,
  type PreferencesNamespace,
  preferencesSchemaOf,
  SavePreferences,
} from "@vitrine/adapter-http/contract"
import { defineRoute, ok, type RouterContext, type RouteTable } from "@vitrine/adapter-http/router"
import { ChangeNotices } from "@vitrine/core/changes"
import {
  announcedPreferencesEvents,
  PreferencesEvents,
  PreferencesRepository,
  preferencesOf,
  savePreferences,
} from "@vitrine/core/preferences"
import { Effect, Option, Schema } from "effect"
import type { Logger } from "pino"

/**
 * PreferencesEvents on the server (PREFS-005): the write is announced in the log and, when the store
 * has ChangeNotices (on Postgres: LISTEN/NOTIFY), to every process of the store, whose preferences
 * caches drop the namespace within one notification round trip (within their 30 s expiry while
 * their notices are away). This process's cache is written through; the browser that wrote fires its
 * own refetch event.
 *
 * @example
 * Effect.provideService(program, PreferencesEvents, serverPreferencesEvents(logger, Option.none()))
 */
export const serverPreferencesEvents = (
  logger: Logger,
  notices: Option.Option<ChangeNotices["Service"]>,
): PreferencesEvents["Service"] => {
  const announced = Option.map(notices, announcedPreferencesEvents)
  return PreferencesEvents.of({
    refetch: (event) =>
      Effect.andThen(
        Effect.sync(() => logger.info(event, "commerce preferences changed")),
        Option.isSome(announced) ? announced.value.refetch(event) : Effect.void,
      ),
  })
}

// Stored values decoded with their namespace's Schema: its defaults for what was never saved; values
// that no longer fit (written by an older version) read as the defaults rather than failing the page.
const valuesOf = (namespace: PreferencesNamespace, stored: unknown) => {
  const schema = preferencesSchemaOf(namespace)
  const decoded = Schema.decodeUnknownOption(schema)(stored)
  return decoded._tag === "Some" ? decoded.value : Schema.decodeUnknownSync(schema)({})
}

const missing = (namespace: string) => ({
  status: 400,
  body: {
    message: MISSING_NAMESPACE_MESSAGE,
    errors: { [namespace]: MISSING_NAMESPACE_MESSAGE },
  } satisfies ErrorBody,
})

/**
 * The commerce preferences routes (API-026, API-027), reading and writing through the census's
 * cache (PREFS-003), so a merchant's change reaches the census in this process at once, and in the
 * others through the announced refetch event (`serverPreferencesEvents`). Reading is
 * public (the storefront's banner needs the merchant's default); writing is the merchant's
 * (`settings.write`, the permission of the store settings) and, as every state-changing call, needs
 * the crumb. An unchanged write is skipped (PREFS-004).
 *
 * @example
 * storeRouter({ runtime, websiteId, routes: preferencesRoutes(census.preferences, logger) })
 */
export const preferencesRoutes =
  (preferences: PreferencesRepository["Service"], logger: Logger) =>
  (context: RouterContext): RouteTable => {
    // The store's runtime has ChangeNotices on a database, none in memory.
    const provided = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      Effect.flatMap(Effect.serviceOption(ChangeNotices), (notices) =>
        effect.pipe(
          Effect.provideService(PreferencesRepository, preferences),
          Effect.provideService(PreferencesEvents, serverPreferencesEvents(logger, notices)),
        ),
      )
    return [
      defineRoute(
        { method: "GET", path: GetPreferences.path, access: "public", params: GetPreferences.params },
        ({ params: { namespace } }) =>
          provided(preferencesOf(context.websiteId, namespace)).pipe(
            Effect.map((stored) => ok(GetPreferences.response, { [namespace]: valuesOf(namespace, stored) })),
          ),
      ),
      defineRoute(
        {
          method: "PUT",
          path: SavePreferences.path,
          access: { permission: "settings.write" },
          params: SavePreferences.params,
          body: SavePreferences.body,
        },
        ({ params: { namespace }, body }) => {
          const values = body[namespace]
          if (values === undefined) return missing(namespace)
          return provided(savePreferences(context.websiteId, namespace, values)).pipe(
            Effect.map((saved) =>
              ok(SavePreferences.response, { [namespace]: valuesOf(namespace, saved.values) }),
            ),
          )
        },
      ),
    ]
  }
