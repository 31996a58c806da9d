import type { FieldErrors } from "@vitrine/core/form"

/** One issue of a Standard Schema v1 result, as far as the form reads it. */
export interface SchemaIssue {
  readonly message: string
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined
}

/**
 * The field errors of a Standard Schema result, keyed by field id (the first segment of each
 * issue's path), the first message of each field; an issue without a path goes under "".
 *
 * @example
 * issuesByField([{ message: "Required", path: ["email"] }]) // { email: "Required" }
 */
export const issuesByField = (issues: ReadonlyArray<SchemaIssue>): FieldErrors => {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const first = issue.path?.[0]
    const key = first === undefined ? "" : String(typeof first === "object" ? first.key : first)
    errors[key] ??= issue.message
  }
  return errors
}
