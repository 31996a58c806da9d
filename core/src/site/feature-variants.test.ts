import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { WEBSITE_STATUS_RANGE, WebsiteStatus } from "../enums/site-codes.ts"
import {
  featureVariant,
  featureVariantOverrides,
  mayOverrideVariants,
  RESET_VARIANT,
  VARIANT_PARAMETER_PREFIX,
} from "./feature-variants.ts"

const draft = { status: WebsiteStatus.TRIAL, isLive: false }
const internal = { status: WebsiteStatus.INTERNAL, isLive: true }
const live = { status: WebsiteStatus.PAID, isLive: true }
const name = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/)
const variantName = name.filter((value) => value !== RESET_VARIANT)
const param = (feature: string, value: string): [string, string] => [
  `${VARIANT_PARAMETER_PREFIX}${feature}`,
  value,
]
const site = fc.record({ status: fc.integer(WEBSITE_STATUS_RANGE), isLive: fc.boolean() })

describe("feature-variant overrides", () => {
  it.each([
    ["an internal live site", internal, true],
    ["a site not live", draft, true],
    ["an internal site not live", { status: WebsiteStatus.INTERNAL, isLive: false }, true],
    ["a live site", live, false],
  ])("SITE-007 %s may override variants: %s", (_, input, may) => {
    expect(mayOverrideVariants(input)).toBe(may)
  })

  it("SITE-007 an internal or non-live site takes variant.<feature>=<variant> from the query", () => {
    const query = [param("checkout", "two-step"), param("gallery", "grid"), ["page", "2"] as [string, string]]
    expect(featureVariantOverrides(internal, query)).toEqual({ checkout: "two-step", gallery: "grid" })
    expect(featureVariantOverrides(draft, query, { header: "tall" })).toEqual({
      header: "tall",
      checkout: "two-step",
      gallery: "grid",
    })
  })

  it("SITE-007 a live external site ignores every override, asked for or kept", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(name, name)), fc.dictionary(name, variantName), (pairs, kept) => {
        const query = pairs.map(([feature, value]) => param(feature, value))
        expect(featureVariantOverrides(live, query, kept)).toEqual({})
      }),
    )
  })

  it("SITE-007 the last value of a feature in a query wins; other parameters and bad names are ignored", () => {
    const query: [string, string][] = [
      param("checkout", "one"),
      param("checkout", "two"),
      ["checkout", "three"],
      param("", "x"),
      param("__proto__", "x"),
      param("gallery", "has space"),
      param("a".repeat(41), "x"),
    ]
    expect(featureVariantOverrides(draft, query)).toEqual({ checkout: "two" })
  })

  it('SITE-008 the value "reset" clears that feature\'s override and keeps the others', () => {
    const kept = { checkout: "two-step", gallery: "grid" }
    expect(featureVariantOverrides(draft, [param("checkout", RESET_VARIANT)], kept)).toEqual({
      gallery: "grid",
    })
    expect(
      featureVariantOverrides(draft, [param("checkout", "x"), param("checkout", RESET_VARIANT)]),
    ).toEqual({})
  })

  it("SITE-007 SITE-008 property: a permitted site's overrides are the kept ones with each parameter applied in order", () => {
    fc.assert(
      fc.property(
        site.filter(mayOverrideVariants),
        fc.dictionary(name, variantName),
        fc.array(fc.tuple(name, fc.oneof(variantName, fc.constant(RESET_VARIANT)))),
        (input, kept, pairs) => {
          const expected = new Map(Object.entries(kept))
          for (const [feature, value] of pairs)
            value === RESET_VARIANT ? expected.delete(feature) : expected.set(feature, value)
          const overrides = featureVariantOverrides(
            input,
            pairs.map(([feature, value]) => param(feature, value)),
            kept,
          )
          expect(overrides).toEqual(Object.fromEntries(expected))
          expect(Object.values(overrides)).not.toContain(RESET_VARIANT)
        },
      ),
    )
  })

  it("SITE-007 a feature shows its override when there is one, else its own variant", () => {
    fc.assert(
      fc.property(name, variantName, fc.dictionary(name, variantName), (feature, own, overrides) => {
        expect(featureVariant(feature, own, overrides)).toBe(
          Object.hasOwn(overrides, feature) ? overrides[feature] : own,
        )
      }),
    )
    expect(featureVariant("toString", "plain", {})).toBe("plain")
  })
})
