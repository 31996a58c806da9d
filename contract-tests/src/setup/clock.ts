import { Clock, Effect } from "effect"

/**
 * The system clock moved by `offsetMs`: it reads the system's time plus the offset and runs at the
 * system's pace (sleeps and monotonic time are the system's, so timers and timeouts are unchanged).
 * Give it to a store under test (`start({ clock })`) to run it at another time of day or date.
 *
 * @example
 * const tomorrow = shiftedClock(86_400_000)
 */
export const shiftedClock = (offsetMs: number): Clock.Clock => {
  const system = Clock.Clock.defaultValue()
  const millis = () => system.currentTimeMillisUnsafe() + offsetMs
  const nanos = () => system.currentTimeNanosUnsafe() + BigInt(offsetMs) * 1_000_000n
  return {
    currentTimeMillisUnsafe: millis,
    currentTimeMillis: Effect.sync(millis),
    currentTimeNanosUnsafe: nanos,
    currentTimeNanos: Effect.sync(nanos),
    monotonicTimeNanosUnsafe: () => system.monotonicTimeNanosUnsafe(),
    monotonicTimeNanos: system.monotonicTimeNanos,
    sleep: (duration) => system.sleep(duration),
  }
}
