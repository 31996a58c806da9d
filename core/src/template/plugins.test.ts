import { describe, expect, it } from "vitest"
import { coreFormatters } from "./formatters/core.ts"
import { createRegistry, type Formatter, type PluginContext, render } from "./index.ts"
import { corePredicates } from "./predicates/core.ts"

/** Runs `probe` as formatter `probe` and returns what it saw. */
const seen = (
  template: string,
  data: unknown,
  probe: (value: unknown, args: readonly string[], ctx: PluginContext) => unknown,
  options = {},
) => {
  const registry = createRegistry([coreFormatters, { probe: probe as Formatter }], [corePredicates])
  return render(template, data, { ...options, registry })
}

describe("TPL plugin interface", () => {
  it("TPL a formatter sees its value, arguments, the tag's variables and its scope", () => {
    const calls: unknown[] = []
    seen(
      "{.section s}{a, b|probe x y}{.end}",
      { s: { a: 1, b: 2, c: "inner" }, c: "outer" },
      (value, args, ctx) => {
        calls.push([
          value,
          args,
          ctx.variables,
          ctx.node,
          ctx.resolve("c"),
          ctx.resolveOuter("@"),
          ctx.resolvePath(["c"]),
        ])
        return value
      },
    )
    expect(calls).toEqual([[1, ["x", "y"], [1, 2], 1, "inner", { a: 1, b: 2, c: "inner" }, "inner"]])
  })

  it("TPL-012 a plugin gets the site's time zone, America/New_York by default, and the render's now and locale", () => {
    const probe = (_v: unknown, _a: readonly string[], ctx: PluginContext) =>
      `${ctx.timeZone} ${ctx.now} ${ctx.locale}`
    expect(seen("{@|probe}", {}, probe, { now: 5, locale: "fr-FR" }).output).toBe("America/New_York 5 fr-FR")
    expect(seen("{@|probe}", { website: { timeZone: "Europe/Paris" } }, probe, { now: 5 }).output).toBe(
      "Europe/Paris 5 en",
    )
  })

  it("TPL-045 a plugin can apply partials and macros and render built-in templates; errors are data", () => {
    const { output, errors } = seen(
      "{.macro m}[{@}]{.end}{n|probe}",
      { n: 7, label: "L" },
      (value, _args, ctx) => {
        ctx.error("noted")
        return `${ctx.applyPartial("m", value)}${ctx.applyPartial("p", value, { args: { k: "v" } })}${ctx.renderTemplate("<{@}:{label}>", value)}${ctx.applyPartial("none", value)}`
      },
      { partials: { p: "({@args.k})" } },
    )
    expect(output).toBe("[7](v)<7:L>")
    expect(errors.map((error) => `${error.phase} ${error.kind}`)).toEqual([
      "execute plugin",
      "execute missing-partial",
    ])
  })

  it("TPL a formatter's result chains into the next and missing prints nothing", () => {
    expect(seen("[{a|probe|json}]", { a: 1 }, () => ({ x: [1] })).output).toBe('[{"x":[1]}]')
    expect(seen("[{a|probe}]", { a: 1 }, () => undefined).output).toBe("[]")
  })
})
