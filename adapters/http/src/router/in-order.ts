import type { NextFunction, RequestHandler } from "express"

/**
 * Several handlers run in order as one: each goes on to the next by calling `next()`, and the last
 * one's `next()` is the caller's. An error (`next(error)`, a throw, or a rejected promise of an async
 * handler) goes to the caller's `next` and stops the run, as Express would do. Why: every layer of an
 * Express router costs each request a path match, a debug call and closures; an /api call passed a
 * dozen of them before its route (issue 14's profile of add-to-cart), where one layer holding them
 * costs one.
 *
 * @example
 * router.use(inOrder([noStore, apiHeaders(), boundary()]))
 */
export const inOrder = (handlers: readonly RequestHandler[]): RequestHandler => {
  if (handlers.length === 1 && handlers[0] !== undefined) return handlers[0]
  return (req, res, done) => {
    let index = 0
    let failed = false
    const fail = (error: unknown) => {
      if (failed) return
      failed = true
      done(error)
    }
    const step: NextFunction = (error?: unknown) => {
      if (failed) return
      // Express's `next("route")` and `next("router")` skip on; they are the caller's to act on.
      if (error !== undefined) return fail(error)
      const handler = handlers[index++]
      if (handler === undefined) return done()
      try {
        const result: unknown = handler(req, res, step)
        if (result instanceof Promise) result.catch(fail)
      } catch (error) {
        fail(error)
      }
    }
    step()
  }
}
