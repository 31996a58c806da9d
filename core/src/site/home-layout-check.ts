import { Result, Schema, SchemaIssue } from "effect"
import { HomeLayoutSchema } from "./home-layout.ts"

const decode = Schema.decodeUnknownResult(HomeLayoutSchema, { errors: "all" })
const format = SchemaIssue.makeFormatterStandardSchemaV1()

/**
 * What is wrong with a home layout before it is sent, by field, keyed as the server's 400 keys
 * them (`sections.0.blocks.1.url`; the block limit under `sections`), each with
 * `HOME_LAYOUT_MESSAGE`'s text: the editor checks with the very Schema the server decodes with, so
 * the two never disagree. The first issue of a field wins; empty when the layout fits.
 *
 * @example
 * homeLayoutErrors({ sections: [{ padding: 6, blocks: [{ kind: "marquee", text: "", intensity: 0 }] }] })
 * // { "sections.0.blocks.0.text": "The marquee text must be 1 to 200 characters." }
 */
export const homeLayoutErrors = (layout: unknown): Readonly<Record<string, string>> => {
  const result = decode(layout)
  if (Result.isSuccess(result)) return {}
  const errors: Record<string, string> = {}
  for (const issue of format(result.failure.issue).issues) {
    const field = issue.path?.map(String).join(".") || "sections"
    errors[field] ??= issue.message
  }
  return errors
}
