import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { type Code, compile, type TemplateError } from "@vitrine/core/template"
import { REPO_ROOT } from "../config.ts"

/**
 * Where the store's templates live: `app-server/templates`, one `<name>.jsont` file each.
 *
 * @example
 * join(TEMPLATES_DIR, "product-block.jsont")
 */
export const TEMPLATES_DIR = join(REPO_ROOT, "app-server", "templates")

/**
 * The store's templates: the product block, and each e-mail as HTML with its plain-text part. Who
 * uses the template engine beyond the visitor pages SCOPE-005 lists is not shown (SCOPE-006); ours:
 * the store's own product block (the storefront's server-rendered listing and store pages) and every
 * transactional e-mail — back in stock and the order's — in both parts, with the merchant's previews
 * of them. Nothing else renders through it.
 *
 * @example
 * TEMPLATE_NAMES.includes("order-email") // true
 */
export const TEMPLATE_NAMES = [
  "product-block",
  "restock-email",
  "restock-email.text",
  "order-email",
  "order-email.text",
] as const
/** The name of one store template, its file name without `.jsont`. */
export type TemplateName = (typeof TEMPLATE_NAMES)[number]

/** Every template of the store, compiled once at start. */
export type StoreTemplates = { readonly [name in TemplateName]: Code }

/** One problem of one template file, with the line and column it points at when the engine gave an offset. */
export interface TemplateProblem {
  readonly file: string
  readonly line?: number
  readonly column?: number
  readonly message: string
}

/**
 * The store's templates are missing or do not compile: the server must not start with pages and
 * e-mails that would render half-formed. The message lists every problem, one per line.
 *
 * @example
 * // The store's templates in /srv/templates do not compile:
 * //   product-block.jsont:12:5: Formatter 'product-prise' is unknown (parse unknown-formatter)
 */
export class TemplatesNotCompiled extends Error {
  override readonly name = "TemplatesNotCompiled"
  readonly problems: readonly TemplateProblem[]
  constructor(dir: string, problems: readonly TemplateProblem[]) {
    const lines = problems.map(
      (p) => `  ${p.file}${p.line === undefined ? "" : `:${p.line}:${p.column}`}: ${p.message}`,
    )
    super(`The store's templates in ${dir} do not compile:\n${lines.join("\n")}`)
    this.problems = problems
  }
}

const problemOf = (file: string, source: string, error: TemplateError): TemplateProblem => {
  const message = `${error.message} (${error.phase} ${error.kind})`
  if (error.offset === undefined) return { file, message }
  const before = source.slice(0, error.offset).split("\n")
  return { file, line: before.length, column: (before.at(-1)?.length ?? 0) + 1, message }
}

/**
 * Reads and compiles every store template, once, at start; compiled code is plain data reused by
 * every render. Throws {@link TemplatesNotCompiled} naming each file, line and error (an unknown
 * formatter, an unclosed block, a missing file…).
 *
 * @example
 * const templates = await loadStoreTemplates() // or loadStoreTemplates("/path/to/templates")
 */
export const loadStoreTemplates = async (dir: string = TEMPLATES_DIR): Promise<StoreTemplates> => {
  const problems: TemplateProblem[] = []
  const compiled = await Promise.all(
    TEMPLATE_NAMES.map(async (name) => {
      const file = `${name}.jsont`
      const source = await readFile(join(dir, file), "utf8").catch((error: NodeJS.ErrnoException) => {
        problems.push({ file, message: error.code === "ENOENT" ? "file not found" : String(error.message) })
        return ""
      })
      const { code, errors } = compile(source)
      for (const error of errors) problems.push(problemOf(file, source, error))
      return [name, code] as const
    }),
  )
  if (problems.length > 0) throw new TemplatesNotCompiled(dir, problems)
  return Object.fromEntries(compiled) as StoreTemplates
}
