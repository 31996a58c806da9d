import { describe, expect, it } from "vitest"
import { compile, render } from "./index.ts"

const kinds = (errors: readonly { phase: string; kind: string }[]) =>
  errors.map((e) => `${e.phase} ${e.kind}`)

/** Runs `work` and fails when it takes longer than `ms`: a hostile template must not hang. */
const within = <A>(ms: number, work: () => A): A => {
  const started = Date.now()
  const result = work()
  expect(Date.now() - started).toBeLessThan(ms)
  return result
}

describe("TPL hostile templates are bounded", () => {
  it("TPL-046 a macro that applies itself ten times per level stops at the step budget, quickly", () => {
    const fanout = `{.macro m}x${"{@|apply m}".repeat(10)}{.end}{@|apply m}`
    const { output, errors } = within(3000, () => render(fanout, {}))
    expect(output.length).toBeLessThan(1_100_000)
    expect(kinds(errors)).toContain("execute limit")
  })

  it("TPL repeated sections nested eight deep over a 50-element array stop at the step budget", () => {
    const items: { a: unknown }[] = []
    for (let i = 0; i < 50; i++) items.push({ a: items })
    const nest = `${"{.repeated section a}".repeat(8)}x${"{.end}".repeat(8)}`
    const { output, errors } = within(3000, () => render(nest, { a: items }))
    expect(output.length).toBeLessThan(1_000_000)
    expect(kinds(errors)).toEqual(["execute limit"])
  })

  it("TPL output past the output limit stops the render, cut at the limit, with a limit error", () => {
    const { output, errors } = within(3000, () =>
      render(
        "{.repeated section a}{big}{big}{big}{.end}",
        { a: Array.from({ length: 1000 }), big: "x".repeat(100_000) },
        { limits: { maxOutputLength: 1_000_000 } },
      ),
    )
    expect(output.length).toBe(1_000_000)
    expect(kinds(errors)).toEqual(["execute limit"])
  })

  it("TPL a repeated section over a long array is bounded by the step budget", () => {
    const { errors } = within(3000, () =>
      render(
        "{.repeated section a}{@}{.end}",
        { a: Array.from({ length: 200_000 }, (_, i) => i) },
        { limits: { maxSteps: 100_000 } },
      ),
    )
    expect(kinds(errors)).toEqual(["execute limit"])
  })

  it("TPL blocks nested 100,000 deep compile without overflowing the stack, with a nesting error", () => {
    const deep = `${"{.section a}".repeat(100_000)}x${"{.end}".repeat(100_000)}`
    const { errors } = within(3000, () => compile(deep))
    expect(kinds(errors)).toEqual(["assemble limit"])
    expect(within(3000, () => render(deep, { a: { a: 1 } })).output).toBe("")
  })

  it("TPL-049 a string doubled past the default limit of 100 000 characters stops at the last length under it", () => {
    // 'ab' doubled 15 times is 65 536 characters; the 16th doubling (131 072) is refused, and so is
    // every one after it, each with the limit's message, and the variable keeps its last value.
    const doubling = `{.eval @s = 'ab'}${"{.eval @s = @s + @s}".repeat(20)}{@s}`
    const { output, errors } = within(3000, () => render(doubling, {}))
    expect(output).toBe("ab".repeat(32_768))
    expect(kinds(errors)).toEqual(Array(5).fill("expression expression"))
    for (const error of errors)
      expect(error.message).toContain("Concatenation would exceed maximum string length 100000")
  })

  it("TPL-048 a huge expression stops at the token limit, and the default limit is 500 tokens", () => {
    const { errors } = within(3000, () => compile(`{.eval ${"1 + ".repeat(300)}1}`))
    expect(kinds(errors)).toEqual(["expression expression"])
    expect(errors[0]?.message).toContain("maximum number of allowed tokens: 500")
    expect(compile(`{.eval ${"1 + ".repeat(200)}1}`).errors).toEqual([])
  })

  it("TPL pathological brace soup and unclosed comments compile in linear time", () => {
    within(3000, () => compile("{".repeat(200_000)))
    within(3000, () => compile("{a".repeat(100_000)))
    within(3000, () => compile(`{## ${"x".repeat(500_000)}`))
    within(3000, () => compile("{.section a}{.or}".repeat(20_000)))
  })

  it("TPL errors are capped so a template cannot fill memory with them", () => {
    const { errors } = render("{a|nope}".repeat(10_000), {})
    expect(errors.length).toBe(101)
    expect(errors[100]?.message).toContain("more errors were not kept")
  })

  it("TPL-048 a loop of expressions as long as the token limit allows stops early at the step budget", () => {
    // Each .eval is charged by its size: 330,000 iterations of ~490 tokens would run for seconds.
    const giant = Array.from({ length: 55 }, (_, i) => `max(@index, ${i}, a)`).join(" + ")
    const loop = `{.repeated section big}{.eval ${giant}}{.end}`
    const big = Array.from({ length: 1_000_000 }, (_, i) => i)
    const { errors } = within(3000, () => render(loop, { big, a: 1 }))
    expect(kinds(errors)).toEqual(["execute limit"])
  })

  it("TPL-046 a macro that includes itself ten times per level stays bounded", () => {
    const fanout = `{.macro m}x${"{.include m output}".repeat(10)}{.end}{.include m output}`
    const { output, errors } = within(3000, () => render(fanout, {}))
    expect(output.length).toBeLessThan(1_100_000)
    expect(kinds(errors)).toContain("execute partial-recursion")
  })

  it("TPL output held by nested partial applications counts against the output limit", () => {
    // Every level captures its partial's output before printing it: together they stay bounded.
    const nested = `{.macro m}{@|json}${"{@|apply m}".repeat(10)}{.end}{big|apply m}`
    const big = Array.from({ length: 1000 }, (_, i) => i)
    const { output, errors } = within(3000, () =>
      render(nested, { big }, { limits: { maxOutputLength: 1_000_000 } }),
    )
    expect(output.length).toBeLessThanOrEqual(1_000_000)
    expect(kinds(errors)).toContain("execute limit")
  })

  it("TPL-046 mutually recursive partials stop at depth 16", () => {
    const partials = { a: "a{@|apply b}", b: "b{@|apply a}" }
    const { output, errors } = render("{@|apply a}", {}, { partials })
    expect(output).toBe("abababababababab")
    expect(kinds(errors)).toEqual(["execute partial-recursion"])
  })
})
