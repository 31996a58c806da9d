import {
  CENSUS_ROUTES,
  type CensusReply,
  type CensusRoute,
  type CensusServices,
  type CrumbVerifier,
} from "@vitrine/adapter-census"
import { type ErrorBody, HTTP_MESSAGE } from "@vitrine/adapter-http/contract"
import {
  boundary,
  type CookieChange,
  CRUMB_FAIL_BODY,
  crumbRefusal,
  type RouterLog,
  requestCookies,
  type SessionReader,
  send,
} from "@vitrine/adapter-http/router"
import type { CookieSpec } from "@vitrine/core/visitor"
import { Cause, Effect, Exit, Fiber } from "effect"
import express, { type Request, type RequestHandler, type Response } from "express"
import { readBody } from "./body.ts"
import type { CensusRuntime } from "./runtime.ts"

/** What the census endpoints are mounted with. */
export interface CensusRouterOptions {
  readonly runtime: CensusRuntime
  readonly websiteId: string
  /**
   * Finds the request's member session, whose member the census files hits under (TRACK-007), and
   * the sessions a crumb is bound to.
   */
  readonly sessions: SessionReader
  /** The key the store router signs crumbs with: RecordEvent and RecordJavascriptErrors check theirs with it. */
  readonly crumbSecret: Uint8Array
  /** Run first on every census request: the API's security headers. */
  readonly guards?: readonly RequestHandler[]
  readonly log: RouterLog
}

/** The census router, carrying the routes it serves (the fuzz suite walks them). */
export type CensusRouter = RequestHandler & { readonly censusRoutes: readonly CensusRoute[] }

const REFUSALS: Record<400 | 403 | 413, ErrorBody> = {
  400: { message: HTTP_MESSAGE.badBody, errors: { body: HTTP_MESSAGE.badBody } },
  403: CRUMB_FAIL_BODY,
  413: { message: HTTP_MESSAGE.bodyTooLarge, errors: { body: HTTP_MESSAGE.bodyTooLarge } },
}

const cookieChange = (spec: CookieSpec): CookieChange => ({
  name: spec.name,
  value: spec.value,
  httpOnly: spec.options.httpOnly,
  maxAgeMs: spec.options.maxAgeMs,
})

// A 403 carries the fresh crumb the check made, so the page's next event passes (as the router does).
const answer = (
  req: Request,
  res: Response,
  reply: CensusReply | { status: 400 | 413; cookies?: never },
  renewal?: CookieChange,
) => {
  if (reply.status === 202) {
    send(req, res, { status: 202, body: "", type: "text", cookies: reply.cookies.map(cookieChange) })
    return
  }
  const cookies = reply.status === 403 && renewal !== undefined ? [renewal] : []
  send(req, res, { status: reply.status, body: REFUSALS[reply.status], cookies })
}

const headersOf = (req: Request): { [name: string]: string | undefined } => ({
  "user-agent": req.headers["user-agent"],
  "sec-gpc": header(req.headers["sec-gpc"]),
  "x-csrf-token": header(req.headers["x-csrf-token"]),
})

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * Runs a handler at once when it needs no waiting (the usual case: the buffer queues, the
 * preferences are cached, the rules are pure), else waits for it: a hit then costs no promise, no
 * scheduler turn. A handler that does wait (the preferences cache refilling) goes on as it started,
 * and its end is awaited; it never runs twice.
 */
const runHandler = (
  runtime: CensusRuntime,
  effect: Effect.Effect<CensusReply, never, CensusServices>,
): CensusReply | Promise<CensusReply> => {
  const exit = runtime.runSyncExit(effect)
  if (Exit.isSuccess(exit)) return exit.value
  const defect = Cause.squash(exit.cause)
  if (Cause.isAsyncFiberError(defect))
    return Effect.runPromise(Fiber.join(defect.fiber as Fiber.Fiber<CensusReply>))
  throw defect
}

const paramsOf = (req: Request): { [name: string]: string } =>
  Object.fromEntries(Object.entries(req.params).map(([name, value]) => [name, header(value) ?? ""]))

const handlerOf =
  (route: CensusRoute, options: CensusRouterOptions): RequestHandler =>
  async (req, res) => {
    const body = await readBody(req, route.limit)
    if (!body.ok) return answer(req, res, { status: body.status })
    const member = await options.sessions.of(req, "member")
    // The store router's own check (signature, sessions, Sec-Fetch-Site), run only by the two
    // endpoints that take a crumb; a refusal's fresh crumb goes out with the 403.
    let renewal: CookieChange | undefined
    const verifyCrumb: CrumbVerifier = (sent) =>
      Effect.promise(async () => {
        renewal = await crumbRefusal(options.crumbSecret, options.sessions, req, sent)
        return renewal === undefined
      })
    const request = {
      websiteId: options.websiteId,
      body: body.text,
      cookies: Object.fromEntries(requestCookies(req)),
      headers: headersOf(req),
      memberId: member?.session.userId ?? null,
      verifyCrumb,
    }
    try {
      const reply = await runHandler(options.runtime, route.handle(request, paramsOf(req)))
      answer(req, res, reply, renewal)
    } catch (error) {
      // Handlers never fail; a defect is ours, and the visitor's page must not care.
      options.log.error({ err: error, url: req.originalUrl }, "census request failed")
      send(req, res, { status: 500, body: { message: HTTP_MESSAGE.server } })
    }
  }

// Answers depend on the visitor's cookies: never cache them.
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store")
  next()
}

// The folders the census's paths live in (`/api/census`, `/api/events`…).
const censusPrefixes = (routes: readonly CensusRoute[]): string[] => [
  ...new Set(routes.map((route) => route.path.split("/").slice(0, 3).join("/"))),
]

/**
 * The census's ingestion endpoints (`CENSUS_ROUTES`: API-016 to API-023, API-042) as an Express
 * router, mounted before the store router. Each request gets the API's headers and
 * `Cache-Control: no-store`, passes the boundary (path, headers, cookies), has its body read as
 * text whatever its content type (a beacon sends `text/plain`, a form `x-www-form-urlencoded`) up to
 * the endpoint's limit (413 past it, nothing kept), runs the framework-free handler and writes its
 * status and cookies: 202 with no body when accepted, a JSON `{ message }` when refused.
 *
 * The signed-in member is the request's member session's (TRACK-007), looked up only when the request
 * carries a member session cookie (the per-process session cache spares most of them a round trip);
 * a `memberAccountId` in a body is dropped.
 *
 * Decisions: no crumb check from the router (a beacon cannot send a header, so RecordHit and the
 * other beacon endpoints take none); RecordEvent and RecordJavascriptErrors check the crumb they
 * carry (a form field, a header) with the router's own check (`crumbRefusal`: signed by this
 * server for the request's sessions, not from another site), and a refusal is the router's 403
 * with a fresh crumb; and no API rate limit, whose shared counters would cost
 * a database round trip per hit: the write buffer's capacity bounds what a flood can hold, and bots
 * are counted apart.
 *
 * @example
 * app.use(censusRouter({ runtime: census.runtime, websiteId, sessions, crumbSecret, guards: [apiHeaders()], log }))
 */
export const censusRouter = (options: CensusRouterOptions): CensusRouter => {
  const router = express.Router()
  // The headers go on before a route is matched: a path Express cannot decode (`%ZZ`) is refused
  // by the app's error handler, and must carry them too.
  router.use(censusPrefixes(CENSUS_ROUTES), noStore, ...(options.guards ?? []))
  for (const route of CENSUS_ROUTES) router.post(route.path, boundary(), handlerOf(route, options))
  // Every other request (an add to cart) would test each census route's path in turn: it is let by
  // with one test of the prefixes, matched as Express matches them (any case, up to a segment's end).
  const prefixes = censusPrefixes(CENSUS_ROUTES).map((prefix) =>
    prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
  )
  const mine = new RegExp(`^(?:${prefixes.join("|")})(?:[/?]|$)`, "i")
  const entered: RequestHandler = (req, res, next) => (mine.test(req.url) ? router(req, res, next) : next())
  return Object.assign(entered, { censusRoutes: CENSUS_ROUTES })
}
