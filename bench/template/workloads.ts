// The template benchmark's workloads: the ones listed in bench/data/jsont/workloads.json, and
// "spec-suite", every render case of the conformance copy in core/conformance/spec rendered once
// per operation.
import { readFileSync } from "node:fs"
import { loadSpecCases } from "../../core/conformance/spec-cases.mjs"

/** Render options as both engines' adapters take them. */
export interface WorkloadOptions {
  readonly locale: string
  readonly now?: number | undefined
  readonly injects?: Record<string, unknown> | undefined
  readonly enableExpr: true
  readonly enableInclude: true
}

/** One template rendered against its data. */
export interface Page {
  readonly template: string
  readonly json: unknown
  readonly partials: Record<string, string> | undefined
  readonly options: WorkloadOptions
}

/** A workload: one page, or many (the spec suite), rendered once per operation. */
export interface Workload {
  readonly name: string
  readonly pages: readonly Page[]
  readonly size: string
}

interface Listed {
  readonly name: string
  readonly template: string
  readonly json: string
  readonly partials?: string
  readonly options: { readonly locale: string; readonly now?: number }
}

const data = new URL("../data/jsont/", import.meta.url)
const text = (file: string): string => readFileSync(new URL(file, data), "utf8")

const optionsOf = (options: Listed["options"], injects?: Record<string, unknown>): WorkloadOptions => ({
  locale: options.locale || "en",
  now: options.now,
  injects,
  enableExpr: true,
  enableInclude: true,
})

const listed = (entry: Listed): Workload => {
  const template = text(entry.template)
  const json = text(entry.json)
  const page: Page = {
    template,
    json: JSON.parse(json),
    partials: entry.partials === undefined ? undefined : JSON.parse(text(entry.partials)),
    options: optionsOf(entry.options),
  }
  const size = `${(json.length / 1024).toFixed(1)} KB json, ${(template.length / 1024).toFixed(1)} KB tpl`
  return { name: entry.name, pages: [page], size }
}

const specSuite = (): Workload => {
  const pages = loadSpecCases()
    .filter((c) => c.kind === "render" && !c.area.startsWith("extended"))
    .map((c) => ({
      template: c.template,
      json: c.json,
      partials: c.partials,
      options: optionsOf(
        { locale: c.options.locale, ...(c.options.now === undefined ? {} : { now: c.options.now }) },
        c.injects,
      ),
    }))
  return { name: "spec-suite", pages, size: `${pages.length} cases` }
}

/** Every workload, or those named in `only`. */
export const workloads = (only?: readonly string[]): Workload[] => {
  const all = [...(JSON.parse(text("workloads.json")) as Listed[]).map(listed), specSuite()]
  return only === undefined ? all : all.filter((workload) => only.includes(workload.name))
}
