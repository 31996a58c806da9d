import { DAY_MS, HOUR_MS } from "@vitrine/core/census"
import type { Clock } from "effect"
import { shiftedClock } from "../../contract-tests/src/setup/clock.ts"

/**
 * A clock for the store under test that reads 12:00 UTC of the day it is made on when made, then
 * runs at the system's pace. The dashboard's "today" and "yesterday at this hour" are UTC days:
 * with the store on this clock, a file's minutes never cross midnight, whatever the time of day it
 * runs at. Pass it to the store (`start({ clock })`) and stamp the test's own events with it.
 *
 * @example
 * const clock = middayClock()
 * const store = storeUnderTest(() => ({ clock }))
 */
export const middayClock = (): Clock.Clock => {
  const now = Date.now()
  return shiftedClock(Math.floor(now / DAY_MS) * DAY_MS + 12 * HOUR_MS - now)
}
