import { IncomingMessage, type RequestListener, ServerResponse } from "node:http"
import { apiErrorHandler, apiNotFound, inOrder, isApiUrl, type RouterLog } from "@vitrine/adapter-http/router"
import type { Express, RequestHandler } from "express"

/** What `http.createServer` takes to serve the store: its request classes and its listener. */
export interface ApiLane {
  readonly IncomingMessage: typeof IncomingMessage
  readonly ServerResponse: typeof ServerResponse
  readonly handle: RequestListener<typeof IncomingMessage, typeof ServerResponse>
}

// Express's request and response are objects whose prototypes it swaps in on each request; these
// classes are born with the app's, so a request the lane serves needs no swap.
const requestClasses = (app: Express) => {
  class Request extends IncomingMessage {}
  Object.setPrototypeOf(Request.prototype, app.request)
  class Response<R extends IncomingMessage = IncomingMessage> extends ServerResponse<R> {}
  Object.setPrototypeOf(Response.prototype, app.response)
  return { IncomingMessage: Request, ServerResponse: Response as unknown as typeof ServerResponse }
}

/**
 * The server's request listener: an /api call runs the app's `front` handlers (request log, census,
 * compression, … the store router, which answers every /api path) as one sequence, without passing
 * through Express's application and router; anything else goes to the Express app. What it spares
 * an API call: Express's per-request prototype swap and its router's layer walk, with a path match,
 * a debug call and closures per layer (issue 14's profile of add-to-cart). The handlers are the
 * app's own, so the two lanes cannot drift apart, and the requests are made with the app's
 * prototypes (`requestClasses`), so `req.ip` and the app's settings read the same. What Express's
 * `handle` sets up on each request (`req.res`, `res.req`, `res.locals`, `req.originalUrl`) is set
 * here too. A failure ends in the API's error handler, as it would in the app.
 *
 * @example
 * const lane = apiLane(app, front, log)
 * http.createServer(lane, lane.handle)
 */
export const apiLane = (app: Express, front: readonly RequestHandler[], log: RouterLog): ApiLane => {
  const run = inOrder(front)
  const failed = apiErrorHandler(log)
  const notFound = apiNotFound()
  const handle: ApiLane["handle"] = (incoming, outgoing) => {
    if (!isApiUrl(incoming.url ?? "")) return void app(incoming, outgoing)
    const req = incoming as Parameters<RequestHandler>[0]
    const res = outgoing as Parameters<RequestHandler>[1]
    req.res = res
    res.req = req
    res.locals = Object.create(null)
    req.originalUrl = req.url
    req.baseUrl = ""
    // Past the error handler only a response already started is left: its connection is cut.
    const cut = (error?: unknown) => res.destroy(error instanceof Error ? error : undefined)
    run(req, res, (error?: unknown) =>
      error === undefined ? notFound(req, res, cut) : failed(error, req, res, cut),
    )
  }
  return { ...requestClasses(app), handle }
}
