import { describe, expect, it } from "vitest"
import { render } from "../index.ts"

const select = (structuredContent: unknown, data: object = {}): string => {
  const { output, errors } = render("{item|variants-select}", {
    item: { id: "p1", structuredContent },
    ...data,
  })
  expect(errors).toEqual([])
  return output
}

const titles = (output: string) =>
  [...output.matchAll(/<div class="variant-option-title">(.*?): <\/div>/g)].map((match) => match[1])
const prompts = (output: string) =>
  [...output.matchAll(/<option value="">(.*?)<\/option>/g)].map((match) => match[1])
const choices = (output: string) => [...output.matchAll(/<option value="([^"]+)">/g)].map((match) => match[1])

const tee = {
  variants: [
    { attributes: { Size: "S", Colour: "Red" } },
    { attributes: { Size: "M", Colour: "Red" } },
    { attributes: { Size: "S", Colour: "Blue" } },
  ],
}

describe("DISPLAY-010 variants-select", () => {
  it("DISPLAY-001 options follow variantOptionOrdering, values the variants' order without repeats", () => {
    const output = select({ ...tee, variantOptionOrdering: ["Colour", "Size"] })
    expect(titles(output)).toEqual(["Colour", "Size"])
    expect(choices(output)).toEqual(["Red", "Blue", "S", "M"])
  })

  it("DISPLAY-001 without an ordering, options come in the order the variants name them", () => {
    expect(titles(select(tee))).toEqual(["Size", "Colour"])
    expect(titles(select({ ...tee, variantOptionOrdering: "Colour" }))).toEqual(["Size", "Colour"])
  })

  it("DISPLAY-010 each select says 'Select {variantName}', or the site's wording", () => {
    expect(prompts(select(tee))).toEqual(["Select Size", "Select Colour"])
    const wording = { localizedStrings: { productVariantSelectText: "Choisir {variantName}" } }
    expect(prompts(select(tee, wording))).toEqual(["Choisir Size", "Choisir Colour"])
    expect(prompts(select(tee, { localizedStrings: { productVariantSelectText: 3 } }))).toEqual(["3", "3"])
  })

  it.each([
    ["no variants", { variants: [] }],
    ["variants missing", {}],
    ["variants that are not a list", { variants: { a: { attributes: { Size: "S" } } } }],
    ["variants without options", { variants: [{ attributes: {} }, { qtyInStock: 3 }, null, "x"] }],
    ["structuredContent that is not an object", "variants"],
  ])("DISPLAY-010 %s: nothing to choose, no markup", (_, content) => {
    expect(select(content)).toBe("")
  })

  it("DISPLAY-002 option values that are not text are skipped; numbers print as text", () => {
    const output = select({
      variants: [{ attributes: { Size: 10, Fit: { a: 1 } } }, { attributes: { Size: null } }],
    })
    expect(titles(output)).toEqual(["Size"])
    expect(choices(output)).toEqual(["10"])
  })

  it("TPL option names and values are escaped; the aria-label keeps & but never lets a quote out", () => {
    const output = select({ variants: [{ attributes: { 'A"&<b>': '"1"' } }] })
    expect(output).toContain(
      '<select aria-label="Select A&quot;&&lt;b&gt;" data-variant-option-name="A&quot;&amp;&lt;b&gt;">',
    )
    expect(output).toContain('<option value="&quot;1&quot;">"1"</option>')
    expect(output).not.toContain("<b>")
  })

  it("SUBS-001 a subscribable product carries its plan for the page script; others do not", () => {
    const plan = { billingPeriod: { unit: "WEEK", value: 1 } }
    expect(select({ ...tee, isSubscribable: true, subscriptionPlan: plan })).toContain(
      'data-is-subscribable="true" data-subscription-plan="{&quot;billingPeriod&quot;:{&quot;unit&quot;:&quot;WEEK&quot;,&quot;value&quot;:1}}"',
    )
    expect(select({ ...tee, isSubscribable: true })).toContain(
      'data-is-subscribable="true" data-animation-role',
    )
    expect(select({ ...tee, subscriptionPlan: plan })).not.toContain("subscri")
  })
})
