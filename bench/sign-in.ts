// The sign-in figures of issue 9: argon2id at OWASP's parameters (19 MiB, t=2, p=1) — one hash and
// one verify, median of many (goal: under 100 ms on this machine) — and a whole member sign-in
// (throttle read, account read, verify, session write) on embedded PGlite, or on the server named by
// DATABASE_URL. Run alone with `node --conditions=source bench/sign-in.ts`.
import { availableParallelism, loadavg } from "node:os"
import { argon2PasswordHasher } from "@vitrine/adapter-password"
import { postgresLayer } from "@vitrine/adapter-postgres"
import { PasswordHasher, registerMember, signIn } from "@vitrine/core/account"
import { Effect, Layer, ManagedRuntime } from "effect"

/** The goal: a hash or a verify at OWASP's parameters takes under 100 ms at the median. */
export const ARGON2_GOAL_MS = 100

const SAMPLES = Number(process.env.BENCH_SIGN_IN_SAMPLES ?? 30)
const PASSWORD = "correct horse battery staple"

const median = (samples: readonly number[]): number => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** Wall-clock and CPU milliseconds of each run (CPU: every thread of the process, argon2's pool too). */
interface Samples {
  readonly wall: number[]
  readonly cpu: number[]
}

// The machine is shared: wall time counts waiting for a core, CPU time only the work itself, so the
// two together tell a slow hash from a busy machine.
const timed = async (run: () => Promise<unknown>, samples = SAMPLES): Promise<Samples> => {
  await run() // warm-up: the first argon2 call allocates its thread pool and memory
  const measured: Samples = { wall: [], cpu: [] }
  for (let i = 0; i < samples; i++) {
    const cpu = process.cpuUsage()
    const start = performance.now()
    await run()
    measured.wall.push(performance.now() - start)
    const used = process.cpuUsage(cpu)
    measured.cpu.push((used.user + used.system) / 1000)
  }
  return measured
}

const line = (name: string, samples: Samples, goal?: number) => {
  const p50 = median(samples.wall)
  const verdict = goal === undefined ? "" : `, goal < ${goal} ms: ${p50 < goal ? "within" : "OVER"}`
  const figures = `p50 ${p50.toFixed(1).padStart(6)} ms  max ${Math.max(...samples.wall)
    .toFixed(1)
    .padStart(6)} ms  cpu p50 ${median(samples.cpu).toFixed(1).padStart(6)} ms`
  return `${name.padEnd(44)} ${figures}${verdict}`
}

// Sign-ins at once, a few per core: argon2 runs on libuv's pool, so the rate is what the cores give.
const throughput = async (run: () => Promise<unknown>): Promise<string> => {
  const concurrency = availableParallelism() * 2
  const total = Math.max(SAMPLES, concurrency * 4)
  let next = 0
  const cpu = process.cpuUsage()
  const started = performance.now()
  const worker = async () => {
    while (next++ < total) await run()
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  const used = process.cpuUsage(cpu)
  const cpuPerSignIn = (used.user + used.system) / 1000 / total
  return (
    `member sign-ins, ${concurrency} at once`.padEnd(44) +
    ` ${(total / seconds).toFixed(1).padStart(6)} sign-ins/s  cpu ${cpuPerSignIn.toFixed(1)} ms each`
  )
}

/**
 * Measures argon2id alone and a whole sign-in, and prints their medians.
 *
 * @example
 * await printSignIn() // "argon2id hash (m=19456, t=2, p=1)   p50   41.3 ms  max   70.2 ms, goal < 100 ms: within"
 */
export const printSignIn = async (): Promise<void> => {
  const hasher = ManagedRuntime.make(argon2PasswordHasher())
  const stored = await hasher.runPromise(PasswordHasher.use((h) => h.hash(PASSWORD)))
  const hash = await timed(() => hasher.runPromise(PasswordHasher.use((h) => h.hash(PASSWORD))))
  const verify = await timed(() => hasher.runPromise(PasswordHasher.use((h) => h.verify(stored, PASSWORD))))
  await hasher.dispose()
  console.log(`\nsign-in (load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`)
  console.log(line("argon2id hash (m=19456, t=2, p=1)", hash, ARGON2_GOAL_MS))
  console.log(line("argon2id verify (m=19456, t=2, p=1)", verify, ARGON2_GOAL_MS))

  const databaseUrl = process.env.DATABASE_URL
  const store = ManagedRuntime.make(
    Layer.mergeAll(postgresLayer(databaseUrl ? { databaseUrl } : {}), argon2PasswordHasher()),
  )
  const websiteId = `bench-${Date.now()}`
  const email = "bench@example.com"
  await store.runPromise(registerMember({ websiteId, email, password: PASSWORD, rememberMe: false }))
  // One address per sign-in, so the bench never meets the per-address limit.
  let address = 0
  const member = () =>
    store.runPromise(
      signIn({
        websiteId,
        kind: "member",
        email,
        password: PASSWORD,
        rememberMe: false,
        address: `bench-${address++}`,
      }).pipe(Effect.asVoid),
    )
  const unknown = () =>
    store.runPromise(
      Effect.ignore(
        signIn({
          websiteId,
          kind: "member",
          email: `nobody-${address}@example.com`,
          password: PASSWORD,
          rememberMe: false,
          address: `bench-${address++}`,
        }),
      ),
    )
  const where = databaseUrl ? "Postgres server" : "PGlite"
  console.log(line(`member sign-in, right password (${where})`, await timed(member)))
  console.log(line(`member sign-in, unknown e-mail (${where})`, await timed(unknown)))
  console.log(await throughput(member))
  await store.dispose()
}

if (import.meta.main) await printSignIn()
