// The two engines of the template benchmark, both behind the adapter contract of core/conformance:
// A, the reference (@squarespace/template-engine, core/conformance/reference-engine.mjs), and B, ours
// as built (core/conformance/jsont-engine.mjs over core/dist).
import type { WorkloadOptions } from "./workloads.ts"

/** An engine as the bench drives it. */
export interface Engine {
  readonly name: string
  readonly render: (
    template: string,
    json: unknown,
    partials: Record<string, string> | undefined,
    options: WorkloadOptions & { readonly cache?: boolean },
  ) => { readonly output: string }
  /** Source to the engine's compiled form (ours: compile without linking; the reference: parse). */
  readonly parse: (template: string) => unknown
  readonly compile: (
    template: string,
    partials: Record<string, string> | undefined,
  ) => (json: unknown, options: WorkloadOptions) => string
}

const adapter = async (file: string): Promise<Engine> => {
  const href = new URL(`../../core/conformance/${file}`, import.meta.url).href
  return (await import(href)) as Engine
}

/** [reference, ours]. */
export const loadEngines = async (): Promise<[Engine, Engine]> => [
  await adapter("reference-engine.mjs"),
  await adapter("jsont-engine.mjs"),
]
