import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import { FileJobs, fileJobWorker, ImageResizer, queueFileJob, SiteFileRepository } from "@vitrine/core/files"
import { Effect, Fiber, Layer, ManagedRuntime, Option } from "effect"
import {
  type OwnDatabase,
  ownServerDatabase,
  pgliteOptions,
  serverOptions,
} from "../../../contract-tests/src/setup/database.ts"
import { type PostgresOptions, type PostgresServices, postgresLayer } from "../src/index.ts"

type Runtime = ManagedRuntime.ManagedRuntime<PostgresServices, never>

// Far longer than the test waits: a job done in time was taken because its notice woke the worker.
const IDLE_MS = 60_000

// Reads every image as 400 px wide and "resizes" it to one byte.
const resizer = Layer.succeed(
  ImageResizer,
  ImageResizer.of({ width: () => Effect.succeed(400), resize: () => Effect.succeed(Uint8Array.of(1)) }),
)

const store = (options: PostgresOptions): Runtime => ManagedRuntime.make(Layer.fresh(postgresLayer(options)))

// A resting worker in `worker`'s process; what it does ends when the runtime is disposed.
const startWorker = async (worker: Runtime) => {
  const fiber = worker.runFork(fileJobWorker({ idleMs: IDLE_MS }).pipe(Effect.provide(resizer)))
  // Long enough for its first claim to find nothing and the worker to rest.
  await new Promise((resolve) => setTimeout(resolve, 200))
  return fiber
}

// An image uploaded through `uploader` (its job queued there); how long its job took to complete.
const uploadAndWait = async (uploader: Runtime) => {
  const websiteId = crypto.randomUUID()
  const file = {
    id: crypto.randomUUID(),
    fileName: "photo.png",
    type: "image/png" as const,
    size: 3,
    uploadedAt: new Date().toISOString(),
  }
  const started = performance.now()
  const jobId = await uploader.runPromise(
    Effect.gen(function* () {
      yield* SiteFileRepository.use((files) => files.add(websiteId, file, Uint8Array.of(1, 2, 3)))
      return (yield* queueFileJob(websiteId, file, crypto.randomUUID())) as string
    }),
  )
  for (;;) {
    const job = await uploader.runPromise(FileJobs.use((jobs) => jobs.get(websiteId, jobId)))
    if (Option.getOrUndefined(job)?.state === "complete") return performance.now() - started
    if (performance.now() - started > 5_000) throw new Error("the job was not done within 5 s")
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe("a resting file processing worker wakes when a job is queued", () => {
  it("on PGlite: the upload's job is done within seconds, though the worker rests 60 s", async () => {
    const runtime = store(await pgliteOptions())
    try {
      const worker = await startWorker(runtime)
      assert.isBelow(await uploadAndWait(runtime), 5_000)
      await runtime.runPromise(Fiber.interrupt(worker))
    } finally {
      await runtime.dispose()
    }
  })

  describe.skipIf(serverOptions() === undefined)("on the Postgres server", () => {
    let database: OwnDatabase
    let a: Runtime
    let b: Runtime
    // Two processes' stores on a database of the test's own, so no other file's job is taken.
    beforeAll(async () => {
      database = (await ownServerDatabase("vitrine_file_wakeups")) as OwnDatabase
      a = store({ databaseUrl: database.databaseUrl })
      b = store({ databaseUrl: database.databaseUrl })
      await Promise.all([a.runPromise(Effect.void), b.runPromise(Effect.void)])
    }, 60_000)
    afterAll(async () => {
      await a?.dispose()
      await b?.dispose()
      await database?.release()
    })

    it("a job queued in one process is done by the resting worker of another within seconds", async () => {
      const worker = await startWorker(a)
      const ms = await uploadAndWait(b)
      console.info(`a job queued in process B was done by process A's resting worker in ${ms.toFixed(0)} ms`)
      assert.isBelow(ms, 5_000)
      await a.runPromise(Fiber.interrupt(worker))
    })
  })
})
