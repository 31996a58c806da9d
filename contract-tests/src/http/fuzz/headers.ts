import fc from "fast-check"
import { onTheWire } from "./texts.ts"
import type { World } from "./world.ts"

/** Header values node:http will put on the wire: tab and bytes 0x20–0xFF but DEL. */
const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 60,
})

/**
 * The Cookie header of a request: the crumb (mostly the visitor's), the cart (the visitor's or
 * another), and other cookies; values encoded, hostile or badly encoded; now and then none at all.
 *
 * @example
 * fc.sample(cookieFor(world), 1)
 */
export const cookieFor = (world: World): fc.Arbitrary<string | undefined> => {
  const value = (known: fc.Arbitrary<string>) =>
    fc.oneof(
      { weight: 5, arbitrary: known.map(encodeURIComponent) },
      { weight: 2, arbitrary: onTheWire(fc.string()) },
    )
  const crumb = fc.option(value(fc.constant(world.crumb)), { freq: 8 })
  const cart = fc.option(value(fc.constantFrom(world.cartId, "cart-gone")), { freq: 2 })
  const others = fc.array(
    fc.tuple(
      fc.constantFrom("hasCart", "theme", "__proto__", "crumb"),
      headerText.map((raw) => raw.replaceAll(";", "")),
    ),
    { maxLength: 2 },
  )
  // The signed-in routes' sessions, mostly sent (without them the route answers 401).
  const sessions = fc.option(fc.constant(world.signedIn?.cookies ?? ""), { freq: 6 })
  return fc.tuple(crumb, cart, others, sessions).map(([crumbValue, cartValue, rest, signedIn]) => {
    const pairs = [
      ...(signedIn === null || signedIn === "" ? [] : [signedIn]),
      ...(crumbValue === null ? [] : [`crumb=${crumbValue}`]),
      ...(cartValue === null ? [] : [`vitrine_cart=${cartValue}`]),
      ...rest.map(([name, raw]) => `${name}=${raw}`),
    ]
    return pairs.length === 0 ? undefined : pairs.join("; ")
  })
}

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=UTF-8",
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
  "application/vnd.api+json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "}{",
] as const

const noise = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { freq: 6, nil: undefined })

/**
 * A request's other headers: a content type (mostly JSON), the crumb header, the fuzz authorizer's
 * `x-fuzz-access`, and now and then a content encoding, a host, an accept or arbitrary header text.
 *
 * @example
 * fc.sample(headersFor(world), 1)
 */
export const headersFor = (world: World): fc.Arbitrary<Record<string, string>> =>
  fc
    .record({
      "content-type": fc.oneof(
        { weight: 6, arbitrary: fc.constant("application/json") },
        { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      ),
      "x-csrf-token": fc.oneof(
        { weight: 8, arbitrary: fc.constant(world.crumb) },
        { weight: 1, arbitrary: headerText },
      ),
      // Read by the fuzz's authorizer: merchant routes are tried allowed, signed out and forbidden.
      "x-fuzz-access": fc.constantFrom("allowed", "allowed", "allowed", "allowed", "401", "403"),
      "content-encoding": noise(fc.constantFrom("gzip", "deflate", "br", "identity", "x-unknown")),
      host: noise(fc.constantFrom("evil.example", "localhost:1", "[::1]", "a b")),
      accept: noise(fc.constantFrom("*/*", "text/html", "application/json", "image/*")),
      "x-forwarded-for": fc.oneof(
        { weight: 4, arbitrary: fc.ipV4() },
        { weight: 1, arbitrary: noise(headerText) },
      ),
      "x-anything": noise(headerText),
    })
    .map((headers) => {
      const sent: Record<string, string> = {}
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) sent[name] = value
      return sent
    })
