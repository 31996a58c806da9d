import type { StoreRoute } from "@vitrine/adapter-http/router"
import fc from "fast-check"
import { bodyFor, cleanBody } from "./bodies.ts"
import { cookieFor, headersFor } from "./headers.ts"
import { badEncoding, hostileText, onTheWire, wireEncode } from "./texts.ts"
import { describeRequest, type WireRequest } from "./wire.ts"
import { fieldsOf, knownValue, type World } from "./world.ts"

/** The Schema samples of a route's declared parts, drawn once per route. */
export interface RouteSamples {
  readonly params?: fc.Arbitrary<unknown> | undefined
  readonly query?: fc.Arbitrary<unknown> | undefined
  readonly body?: fc.Arbitrary<unknown> | undefined
}

const text = (value: unknown): string => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""))

const field = (samples: fc.Arbitrary<unknown> | undefined, name: string): fc.Arbitrary<string> =>
  samples === undefined
    ? fc.string()
    : samples.map((sample) => text((sample as Record<string, unknown> | null)?.[name]))

/** A path param's value as sent: the store's own values, the Schema's, hostile ones, bad encodings. */
const paramValue = (name: string, world: World, samples: RouteSamples): fc.Arbitrary<string> =>
  onTheWire(fc.oneof(knownValue(name, world).map(text), field(samples.params, name), hostileText))

const paramNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? "")

const pathFor = (route: StoreRoute, world: World, samples: RouteSamples): fc.Arbitrary<string> => {
  const names = paramNames(route.path)
  return fc
    .tuple(...names.map((name) => paramValue(name, world, samples)))
    .map((values) => route.path.replace(/:([A-Za-z]+)/g, () => values.shift() ?? ""))
}

const queryFor = (route: StoreRoute, world: World, samples: RouteSamples): fc.Arbitrary<string> => {
  const names = [...fieldsOf(route.query), "crumb", "mock", "__proto__", "constructor[prototype][x]", "a[]"]
  const pair = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(...names)
        .chain((name) => fc.tuple(fc.constant(name), queryValue(name, world, samples))),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.oneof(hostileText.map(wireEncode), badEncoding), onTheWire(fc.string())),
    },
  )
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant("") },
    { weight: 1, arbitrary: fc.constantFrom("?", "?&", "?=", "?a", "?%") },
    // Past Node's 16 KiB for the request line and headers: refused (431) before the app.
    {
      weight: 1,
      arbitrary: fc.integer({ min: 17_000, max: 30_000 }).map((length) => `?pad=${"x".repeat(length)}`),
    },
    {
      weight: 6,
      arbitrary: fc
        .array(pair, { minLength: 1, maxLength: 4 })
        .map((pairs) => `?${pairs.map(([name, value]) => `${name}=${value}`).join("&")}`),
    },
  )
}

const queryValue = (name: string, world: World, samples: RouteSamples): fc.Arbitrary<string> =>
  onTheWire(fc.oneof(knownValue(name, world).map(text), field(samples.query, name), hostileText))

/** A request a visitor's browser sends: the store's own values, its crumb and cart, JSON. */
const cleanRequest = (route: StoreRoute, world: World, samples: RouteSamples) => {
  const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? "")
  const known = (name: string) => knownValue(name, world).map((value) => encodeURIComponent(text(value)))
  return fc.record({
    path: fc
      .tuple(...names.map(known))
      .map((values) => route.path.replace(/:([A-Za-z]+)/g, () => values.shift() ?? "")),
    query: fc
      .subarray([...fieldsOf(route.query)], { minLength: Math.min(1, fieldsOf(route.query).length) })
      .chain((names) => fc.tuple(...names.map((name) => known(name).map((value) => `${name}=${value}`))))
      .map((pairs) => (pairs.length === 0 ? "" : `?${pairs.join("&")}`)),
    cookie: fc
      .constantFrom(world.cartId, "")
      .map(
        (cart) =>
          `crumb=${world.crumb}${cart === "" ? "" : `; vitrine_cart=${encodeURIComponent(cart)}`}${
            world.signedIn ? `; ${world.signedIn.cookies}` : ""
          }`,
      ),
    headers: fc.constant({
      "content-type": "application/json",
      "x-csrf-token": world.crumb,
      "x-fuzz-access": "allowed",
    }),
    body: cleanBody(route, world, samples.body),
  })
}

/**
 * A request for a route of the table: three in ten as a visitor's browser sends them (the store's
 * own ids, the crumb, the cart, a JSON body of known values), so calls succeed and change the
 * store; the rest with path params from the store, the route's Schema and an attacker, a query of
 * the declared keys and others, cookies, headers (content type, crumb, encoding, host…) and a body
 * (see `bodyFor`), each part valid, near-valid or hostile.
 *
 * @example
 * fc.sample(requestFor(route, world, samples), 1)
 */
export const requestFor = (
  route: StoreRoute,
  world: World,
  samples: RouteSamples,
): fc.Arbitrary<WireRequest> =>
  fc
    .oneof(
      { weight: 3, arbitrary: cleanRequest(route, world, samples) },
      {
        weight: 7,
        arbitrary: fc.record({
          path: pathFor(route, world, samples),
          query: queryFor(route, world, samples),
          cookie: cookieFor(world),
          headers: headersFor(world),
          body: bodyFor(route, world, samples.body),
        }),
      },
    )
    .map(({ path, query, cookie, headers, body }) => {
      const request = {
        method: route.method,
        path: path + query,
        headers: { ...headers, ...(cookie === undefined ? {} : { cookie }) },
        body,
      }
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) })
    })
