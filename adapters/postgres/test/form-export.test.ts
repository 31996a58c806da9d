import { assert, describe, it } from "@effect/vitest"
import { CONTACT_FORM, exportSubmissions, saveForm } from "@vitrine/core/form"
import { Effect, Layer, Schema, Stream } from "effect"
import { pgliteOptions } from "../../../contract-tests/src/setup/database.ts"
import { databaseLayer } from "../src/database.ts"
import { formRepositoryLayer } from "../src/form-repository.ts"
import { query } from "../src/query.ts"

const ROWS = 100_000

// 100 000 submissions made by the database itself, each with a subject and an e-mail answer. Their
// ids are made in order (random UUIDs would cost PGlite twice the time, in index page splits).
const generate = (formId: string) =>
  query(Schema.Struct({}), {
    sql: `INSERT INTO form_submissions (id, form_id, submitted_at, answers, search_text, page)
          SELECT 'generated-' || lpad(n::text, 6, '0'), $1, n, jsonb_build_array(
                   jsonb_build_object('fieldId', 'subject', 'title', 'Subject', 'type', 'text', 'text', 'Message ' || n),
                   jsonb_build_object('fieldId', 'email', 'title', 'Email', 'type', 'email', 'text', 'v' || n || '@example.com')),
                 'message ' || n || E'\\nv' || n || '@example.com',
                 '{"pageId":"","pagePath":"/contact","pageTitle":""}'::jsonb
          FROM generate_series(1, $2) AS n`,
    params: [formId, ROWS],
  })

describe("the CSV export on PGlite", () => {
  it.effect(
    "100 000 submissions stream out in batches of 1000: the header, then 100 chunks, every row once, in order",
    () =>
      Effect.gen(function* () {
        yield* saveForm("site-1", CONTACT_FORM)
        yield* generate(CONTACT_FORM.id).pipe(Effect.orDie)
        const csv = yield* exportSubmissions("site-1", CONTACT_FORM.id, "")
        // Only each chunk's size and a little of its text are kept: the export is never held whole.
        const seen = yield* Stream.runFold(
          csv,
          () => ({ chunks: 0, records: 0, maxChunk: 0, first: "", last: "" }),
          (acc, chunk) => {
            const records = chunk.split("\r\n").length - 1
            return {
              chunks: acc.chunks + 1,
              records: acc.records + records,
              maxChunk: Math.max(acc.maxChunk, chunk.length),
              first: acc.first === "" ? chunk.slice(0, 40) : acc.first,
              last: chunk.slice(chunk.lastIndexOf("\r\n", chunk.length - 3) + 2),
            }
          },
        )
        assert.strictEqual(seen.chunks, 1 + ROWS / 1000)
        assert.strictEqual(seen.records, 1 + ROWS)
        assert.isTrue(seen.first.startsWith('\uFEFF"Submitted","Page","Name"'))
        assert.include(seen.last, "v100000@example.com")
        assert.isBelow(seen.maxChunk, 1000 * 400, "one chunk holds one batch, not the export")
      }).pipe(
        Effect.provide(
          Layer.provideMerge(
            formRepositoryLayer(),
            Layer.unwrap(Effect.map(Effect.promise(pgliteOptions), databaseLayer)),
          ),
        ),
      ),
    { timeout: 120_000 },
  )
})
