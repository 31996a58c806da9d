import type { StoreRoute } from "@vitrine/adapter-http/router"
import fc from "fast-check"
import { hostileText } from "./texts.ts"
import { fieldsOf, knownValue, type World } from "./world.ts"

const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value) ?? "null")

/** A JSON value whose strings, keys included and at any depth, are hostile. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileText,
    fc.jsonValue({ maxDepth: 1 }),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(hostileText, tie("value"), { maxKeys: 3 }),
  ),
})).value

const deep = fc
  .tuple(fc.integer({ min: 500, max: 30_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    Buffer.from(
      arrays ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
    ),
  )

const huge = fc
  .integer({ min: 100_001, max: 250_000 })
  .map((length) => Buffer.from(`{"itemId":"${"x".repeat(length)}"}`))

const INVALID_UTF8 = [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xe0, 0xa4]]

/** Bytes that are not a JSON object: bad UTF-8 inside a string, broken JSON, other values. */
const rawBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc
    .constantFrom(...INVALID_UTF8)
    .map((bytes) => Buffer.concat([Buffer.from('{"itemId":"prod-'), Buffer.from(bytes), Buffer.from('"}')])),
  fc
    .constantFrom(
      "",
      "null",
      "[]",
      '"prod-canvas-tote"',
      "12",
      "{",
      '{"itemId": "prod-canvas-tote",',
      "\ufeff{}",
      '{"quantity": 1e999}',
      '{"itemId": "a", "itemId": "\\u0000"}',
      '{"__proto__": {"itemId": "prod-canvas-tote"}, "constructor": {"prototype": {"polluted": true}}}',
      '{"itemId": "\\ud800"}',
      '{"\\u0000": 1}',
      "itemId=prod-canvas-tote&quantity=1",
    )
    .map((text) => Buffer.from(text)),
)

/** Known keys with the store's values, the odd one hostile or of another type. */
const nearValid = (names: readonly string[], world: World): fc.Arbitrary<unknown> =>
  fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        fc.oneof(
          { weight: 8, arbitrary: knownValue(name, world) },
          { weight: 1, arbitrary: hostileJson },
          { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
        ),
      ]),
    ),
    { requiredKeys: [] },
  )

/**
 * The body a visitor's browser sends a route: its fields with the store's values, or none for a
 * route that reads no body.
 *
 * @example
 * fc.sample(cleanBody(route, world, samples.body), 1)
 */
export const cleanBody = (
  route: StoreRoute,
  world: World,
  samples: fc.Arbitrary<unknown> | undefined,
): fc.Arbitrary<Buffer | undefined> => {
  if (route.body === undefined) return fc.constant(undefined)
  const names = fieldsOf(route.body)
  // A body that is a record rather than a struct (a form's values) has no field names to go by.
  const known: fc.Arbitrary<object> =
    names.length === 0
      ? (knownValue("formValues", world) as fc.Arbitrary<object>)
      : fc.record(Object.fromEntries(names.map((name) => [name, knownValue(name, world)])))
  // A product with a SKU it has, as its page sends them: most adds then go through (a subscribable
  // one for API-004's route, whose quantity is `qty`).
  // A product with a variant it has, as its restock box sends them: most sign-ups and sends then land.
  // A line's item and SKU, for a route that names a line of the cart (its answers, API-002).
  const chosen =
    route.path.includes(":entryId") && names.includes("itemId") && world.lines.length > 0
      ? fc.tuple(known, fc.constantFrom(...world.lines)).map(([body, line]) => ({ ...body, ...line }))
      : names.includes("itemId")
        ? fc
            .tuple(
              known,
              fc.constantFrom(...(names.includes("qty") ? world.subscriptions : world.choices)),
              fc.integer({ min: 1, max: 3 }),
            )
            // API-004 names the quantity `qty`; the cart's add names it `quantity`.
            .map(([body, choice, quantity]) => ({
              ...body,
              ...choice,
              ...(names.includes("qty") ? { qty: quantity } : { quantity }),
            }))
        : names.includes("variantId")
          ? fc
              .tuple(known, fc.constantFrom(...world.variants))
              .map(([body, variant]) => ({ ...body, ...variant }))
          : known
  return fc.oneof(
    { weight: 4, arbitrary: chosen.map(json) },
    { weight: 2, arbitrary: known.map(json) },
    { weight: 1, arbitrary: (samples ?? known).map(json) },
  )
}

/**
 * A raw body (an upload): mostly files the site takes (UTF-8 text, a PNG's first bytes), so uploads
 * land, among markup, binary noise, an empty body, and one just past the limit.
 */
const fileBytes = (limit: number): fc.Arbitrary<Buffer | undefined> =>
  fc.oneof(
    {
      weight: 120,
      arbitrary: fc
        .constantFrom("name,price\nTea,3\n", "Opening hours 9–17\n")
        .map((text) => Buffer.from(text)),
    },
    {
      weight: 40,
      arbitrary: fc.constant(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
    },
    {
      weight: 20,
      arbitrary: fc.constant(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ),
    },
    { weight: 20, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)) },
    { weight: 20, arbitrary: fc.constant(undefined) },
    { weight: 20, arbitrary: hostileJson.map(json) },
    // Rare: 20 MB a time is heavy on a shared machine, and one such request proves the 413.
    { weight: 1, arbitrary: fc.constant(Buffer.alloc(limit + 1, 0x61)) },
  )

/**
 * A body for a route: for one that declares a body, mostly its fields with the store's values (so
 * calls succeed and change the store), the Schema's own samples, near-valid and hostile JSON,
 * bodies nested deep or past the size limit, and bytes that are not JSON or not UTF-8; for one
 * that declares none, now and then a body all the same (it must be ignored).
 *
 * @example
 * fc.sample(bodyFor(route, world, samples.body), 1)
 */
export const bodyFor = (
  route: StoreRoute,
  world: World,
  samples: fc.Arbitrary<unknown> | undefined,
): fc.Arbitrary<Buffer | undefined> => {
  const names = fieldsOf(route.body)
  if (route.rawBody !== undefined) return fileBytes(route.rawBody.limit)
  if (route.body === undefined) {
    return fc.oneof(
      { weight: 9, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: hostileJson.map(json) },
    )
  }
  return fc.oneof(
    { weight: 10, arbitrary: nearValid(names, world).map(json) },
    { weight: 3, arbitrary: (samples ?? fc.jsonValue()).map(json) },
    { weight: 3, arbitrary: hostileJson.map(json) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: huge },
    { weight: 2, arbitrary: rawBytes },
  )
}
