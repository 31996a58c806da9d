/**
 * Types of spec-cases.mjs, the reader of the conformance cases in ./spec (the file format is
 * described at the top of spec-cases.mjs).
 */

/**
 * Locale ("none": no CLDR), clock and raw :PROPERTIES of a case.
 *
 * @example
 * const options: CaseOptions = { locale: "en-US", now: 1700000000000, properties: {} }
 */
export interface CaseOptions {
  readonly locale: string
  readonly now: number | undefined
  readonly properties: Readonly<Record<string, string>>
}

/**
 * One case: `render` (template, data, expected output), `ast` (expected parse tree in `expected`)
 * or `invalid` (its file could not be read; `error` says why).
 *
 * @example
 * const [first]: SpecCase[] = loadSpecCases()
 */
export interface SpecCase {
  readonly id: string
  readonly area: string
  readonly kind: "render" | "ast" | "invalid"
  readonly template: string
  readonly json: unknown
  readonly partials: Record<string, string> | undefined
  readonly injects: Record<string, unknown> | undefined
  readonly options: CaseOptions
  readonly expected: string
  readonly error?: string
}

/**
 * The sections of a case file by name.
 *
 * @example
 * splitSections(":TEMPLATE\n{a}\n:OUTPUT\n1") // { TEMPLATE: "{a}", OUTPUT: "1" }
 */
export declare const splitSections: (text: string) => Record<string, string>

/**
 * Java-properties-style lines as an object of strings.
 *
 * @example
 * readProperties("locale: de\nnow=0") // { locale: "de", now: "0" }
 */
export declare const readProperties: (text: string) => Record<string, string>

/**
 * A case's options from its :PROPERTIES and :PARAMS sections (:PARAMS wins).
 *
 * @example
 * caseOptions({ PARAMS: '{"locale":"fr"}' }).locale // "fr"
 */
export declare const caseOptions: (sections: Record<string, string>) => CaseOptions

/**
 * The area of a case id: its folder, or "core" at the top.
 *
 * @example
 * areaOf("formatters/core/f-html.html") // "formatters/core"
 */
export declare const areaOf: (id: string) => string

/**
 * One case file as a case; undefined when the file is not a case.
 *
 * @example
 * readCase("core/a.html", ":TEMPLATE\n{a}\n:JSON\n{\"a\":1}\n:OUTPUT\n1")?.kind // "render"
 */
export declare const readCase: (id: string, text: string) => SpecCase | undefined

/**
 * Every case among files given as relative path → text, in path order.
 *
 * @example
 * casesOf(new Map([["core/a.html", ":TEMPLATE\n{a}\n:OUTPUT\n"]]))
 */
export declare const casesOf: (files: ReadonlyMap<string, string>) => SpecCase[]

/**
 * Every case under a folder (default: the in-repository copy, core/conformance/spec).
 *
 * @example
 * loadSpecCases().filter((c) => c.kind === "render").length // 280
 */
export declare const loadSpecCases: (folder?: string) => SpecCase[]
