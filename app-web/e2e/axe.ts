import axe from "axe-core"
import type { Page } from "playwright-core"

/** One rule axe found broken, with where: enough to read the failure without opening a browser. */
export interface Violation {
  readonly rule: string
  readonly impact: string
  readonly help: string
  readonly targets: readonly string[]
}

/** The impacts that fail a page: what keeps people from using it. */
const BLOCKING = new Set(["serious", "critical"])

/**
 * Runs axe-core (every rule of its default set, WCAG 2.x A and AA among them) on the page as it is
 * now and returns its serious and critical violations. axe is injected through the DevTools
 * protocol, so the store's Content-Security-Policy (no inline scripts) stays on.
 *
 * @example
 * expect(await blockingViolations(page)).toEqual([])
 */
export const blockingViolations = async (page: Page): Promise<readonly Violation[]> => {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source)
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ["violations"] }),
  )
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? "",
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }))
}
