/**
 * Resolves in a task of its own (a `setTimeout` of 0): what follows the `await` runs after the
 * browser has had the chance to paint and to answer a tap, so two pieces of load-time work (a
 * chunk's evaluation and a hydration, two islands' hydrations) never add up to one long task.
 *
 * @example
 * await nextTask()
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
