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
 * Runs axe-core (every rule of its default set, WCAG 2.x A and AA among them) on the page once its
 * running animations have ended, and returns its serious and critical violations. A part that is
 * fading in (the item-added popover's 0.18 s) has its colours at partial opacity meanwhile, and axe
 * would measure a contrast nobody reads; the page as it settles is what the visitor sees. axe is
 * injected through the DevTools protocol, so the store's Content-Security-Policy (no inline
 * scripts) stays on.
 *
 * @example
 * expect(await blockingViolations(page)).toEqual([])
 */
export const blockingViolations = async (page: Page): Promise<readonly Violation[]> => {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
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
