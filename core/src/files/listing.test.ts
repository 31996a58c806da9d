import { assert, describe, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { memoryLayer } from "../memory/index.ts"
import { queueFileJob } from "./job-program.ts"
import { JOB_LEASE_MS, MAX_JOB_ATTEMPTS } from "./jobs.ts"
import { justUploaded, listedSiteFiles, thumbnailWidth } from "./listing.ts"
import { FileJobs } from "./port.ts"
import { uploadFile } from "./program.ts"

const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)
// "hello" in ASCII: a plain text file.
const TEXT = Uint8Array.of(104, 101, 108, 108, 111)

describe("the file list", () => {
  it.effect(
    "EDITOR-002 EDITOR-010 each file comes with its latest job's view; a file with none has null",
    () =>
      Effect.gen(function* () {
        const photo = yield* uploadFile("site-1", { id: "f-1", fileName: "photo.png", bytes: PNG })
        yield* queueFileJob("site-1", photo, "j-1")
        yield* TestClock.adjust("1 second")
        const notes = yield* uploadFile("site-1", { id: "f-2", fileName: "notes.txt", bytes: TEXT })
        const listed = yield* listedSiteFiles("site-1")
        assert.deepStrictEqual(
          listed.map((file) => [file.id, file.job?.state ?? null]),
          [
            [notes.id, null],
            [photo.id, "queued"],
          ],
        )
        assert.deepStrictEqual(listed[1], {
          ...photo,
          job: { id: "j-1", fileId: "f-1", state: "queued", progress: 0, renditions: [], abandoned: false },
        })

        const jobs = yield* FileJobs
        const claim = Option.getOrThrow(yield* jobs.claim({ now: 0, leaseMs: JOB_LEASE_MS }))
        yield* jobs.complete(claim.id, claim.attempts, [
          { width: 100, type: "image/webp", bytes: Uint8Array.of(1) },
          { width: 300, type: "image/webp", bytes: Uint8Array.of(3) },
        ])
        assert.deepInclude((yield* listedSiteFiles("site-1"))[1]?.job, {
          state: "complete",
          renditions: [100, 300],
        })
        assert.deepStrictEqual(yield* listedSiteFiles("site-2"), [])
      }).pipe(Effect.provide(memoryLayer())),
  )

  it.effect("EDITOR-036 a job every worker dropped lists as abandoned", () =>
    Effect.gen(function* () {
      const photo = yield* uploadFile("site-1", { id: "f-1", fileName: "photo.png", bytes: PNG })
      yield* queueFileJob("site-1", photo, "j-1")
      const jobs = yield* FileJobs
      for (let attempt = 0; attempt < MAX_JOB_ATTEMPTS; attempt++)
        yield* jobs.claim({ now: attempt * 10, leaseMs: 10 })
      yield* TestClock.adjust("29 millis")
      assert.deepInclude((yield* listedSiteFiles("site-1"))[0]?.job, { state: "running", abandoned: false })
      yield* TestClock.adjust("1 millis")
      assert.deepInclude((yield* listedSiteFiles("site-1"))[0]?.job, { state: "running", abandoned: true })
    }).pipe(Effect.provide(memoryLayer())),
  )
})

describe("justUploaded", () => {
  it("EDITOR-010 a file whose upload queued a job lists it queued; one without lists no job", () => {
    const file = {
      id: "f-1",
      fileName: "photo.png",
      type: "image/png" as const,
      size: 3,
      uploadedAt: "2026-11-29T09:00:00.000Z",
    }
    assert.deepStrictEqual(justUploaded(file, "j-1"), {
      ...file,
      job: { id: "j-1", fileId: "f-1", state: "queued", progress: 0, renditions: [], abandoned: false },
    })
    assert.deepStrictEqual(justUploaded(file, null), { ...file, job: null })
  })
})

describe("thumbnailWidth", () => {
  it.each([
    [[100, 300, 500], 96, 100],
    [[100, 300, 500], 120, 300],
    [[300, 100], 100, 100],
    [[100, 300], 2000, 300],
    [[], 96, undefined],
  ])("%j for %i pixels is %s", (renditions, pixels, expected) => {
    assert.strictEqual(thumbnailWidth(renditions, pixels), expected)
  })

  it("is the narrowest rendition at least as wide as the box, else the widest", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 3000 }), { minLength: 1 }),
        fc.integer({ min: 1, max: 3000 }),
        (renditions, pixels) => {
          const chosen = thumbnailWidth(renditions, pixels) as number
          assert.include(renditions, chosen)
          const wideEnough = renditions.filter((width) => width >= pixels)
          assert.strictEqual(
            chosen,
            wideEnough.length > 0 ? Math.min(...wideEnough) : Math.max(...renditions),
          )
        },
      ),
    )
  })
})
