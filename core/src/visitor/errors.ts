import { Data } from "effect"

/**
 * No page lives at a path; the error carries the path (ERR-010), and tracking is skipped on the
 * not-found page it leads to (TRACK-003).
 *
 * @example
 * new PageNotFound({ path: "/nowhere" }).message // "Page not found: /nowhere"
 */
export class PageNotFound extends Data.TaggedError("PageNotFound")<{ readonly path: string }> {
  override get message(): string {
    return `Page not found: ${this.path}`
  }
}
