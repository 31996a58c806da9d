// What a fresh page of memory costs this host: the time to touch 64 MB that was never touched, per
// 4 KiB page. A browser's page load touches fresh memory all along (a new renderer, its heaps, the
// compiled code), so on a host where that is slow every duration in a trace is longer than its CPU
// time, and Lighthouse's simulated blocking time (observed task durations × 4) with it. Seen here: a
// VM whose first touches cost about 15 µs a page read 5–8× the blocking time of one where they cost
// under 1 µs, for the same build. Printed beside the figures so two hosts' runs can be compared.
import { performance } from "node:perf_hooks"

const PAGE_BYTES = 4096
const TOUCHED_BYTES = 64 * 1024 * 1024

/**
 * Microseconds to fault in one page of fresh memory: the median of three 64 MB allocations, each
 * written once (allocUnsafeSlow takes fresh memory from the system rather than Node's pool).
 *
 * @example
 * pageFaultMicros() // 0.4 on a workstation, about 15 on a ballooned VM
 */
export const pageFaultMicros = (): number => {
  const runs: number[] = []
  for (let run = 0; run < 3; run++) {
    const started = performance.now()
    const block = Buffer.allocUnsafeSlow(TOUCHED_BYTES)
    for (let offset = 0; offset < TOUCHED_BYTES; offset += PAGE_BYTES) block[offset] = 1
    runs.push(((performance.now() - started) * 1000) / (TOUCHED_BYTES / PAGE_BYTES))
  }
  return runs.sort((a, b) => a - b)[1] ?? Number.NaN
}

/** The line the browser benches print about the host's memory. */
export const hostMemoryLine = (): string =>
  `host memory: ${pageFaultMicros().toFixed(1)} µs to fault in a fresh 4 KiB page (a host with under 1 µs shows far shorter tasks for the same work)`

if (import.meta.main) console.log(hostMemoryLine())
