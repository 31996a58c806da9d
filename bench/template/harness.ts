// Throughput of two engines on one workload, measured in turns: each round gives every engine one
// timed slice, and the order flips every round (A,B then B,A), so drift on a machine shared with
// other work (JIT, GC, a neighbour's burst) falls on both alike. Time is the process's CPU time
// (user + system, all its threads: GC and JIT included), not the wall clock: on a machine with more
// runnable jobs than cores, time spent waiting for a core would otherwise count as the engine's.
// ops/s is total operations over total timed seconds; the median is the median of the per-slice
// rates, the steadier figure when a slice was disturbed.

/** One timed operation: runs the workload once and returns a size, kept so nothing is optimised away. */
export type Operation = () => number

/** Slices, rounds and warm-up of a measurement. */
export interface Timing {
  readonly rounds: number
  readonly sliceMs: number
  readonly warmupMs: number
}

/** What one engine did over all its slices. */
export interface Throughput {
  readonly opsPerSecond: number
  readonly median: number
}

let sink = 0
const gc = (globalThis as { gc?: () => void }).gc

/** CPU seconds this process has used. */
const cpuSeconds = (): number => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}

const slice = (operation: Operation, ms: number): { ops: number; seconds: number } => {
  const limit = ms / 1000
  const start = cpuSeconds()
  let ops = 0
  let elapsed = 0
  do {
    sink += operation()
    ops++
    elapsed = cpuSeconds() - start
  } while (elapsed < limit)
  return { ops, seconds: elapsed }
}

/** The median of a non-empty list. */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Measures the operations in alternating rounds after an untimed warm-up of each. */
export const measure = (operations: readonly Operation[], timing: Timing): Throughput[] => {
  for (const operation of operations) slice(operation, timing.warmupMs)
  const totals = operations.map(() => ({ ops: 0, seconds: 0, rates: [] as number[] }))
  for (let round = 0; round < timing.rounds; round++) {
    const order = operations.map((_, index) => index)
    if (round % 2 === 1) order.reverse()
    for (const index of order) {
      gc?.()
      const measured = slice(operations[index] as Operation, timing.sliceMs)
      const total = totals[index]
      if (total === undefined) continue
      total.ops += measured.ops
      total.seconds += measured.seconds
      total.rates.push(measured.ops / measured.seconds)
    }
  }
  if (sink === -1) console.log("")
  return totals.map((total) => ({ opsPerSecond: total.ops / total.seconds, median: median(total.rates) }))
}

/** A rate printed with three significant figures or so. */
export const rate = (value: number): string =>
  value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2)
