import { FileNameSchema, FileTypeSchema, type SiteFile, SiteFileRepository } from "@vitrine/core/files"
import { Effect, Layer, Option, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { query, queryBehind } from "./query.ts"

// The time as epoch milliseconds (float8 of a timestamptz an upload sets to the millisecond):
// rounded back to whole milliseconds, the ISO text saved comes back to the character.
const FileRow = Schema.Struct({
  id: Schema.String,
  file_name: FileNameSchema,
  type: FileTypeSchema,
  size: Schema.Number,
  uploaded_at: Schema.Number,
})
type FileRow = typeof FileRow.Type

// The bytes travel as base64 text (encode/decode in SQL): node-postgres and PGlite agree on text,
// not on how a bytea parameter or column is handed over.
const ContentRow = Schema.Struct({ ...FileRow.fields, bytes: Schema.String })

const COLUMNS = `id, file_name, type, size, (extract(epoch FROM uploaded_at) * 1000)::float8 AS uploaded_at`

const fileOf = (row: FileRow): SiteFile => ({
  id: row.id,
  fileName: row.file_name,
  type: row.type,
  size: row.size,
  uploadedAt: new Date(Math.round(row.uploaded_at)).toISOString(),
})

const list = (websiteId: string) =>
  query(FileRow, {
    sql: `SELECT ${COLUMNS} FROM site_files WHERE website_id = $1 ORDER BY uploaded_at DESC, id`,
    params: [websiteId],
  }).pipe(
    Effect.map((rows) => rows.map(fileOf)),
    Effect.orDie,
  )

const add = (websiteId: string, file: SiteFile, bytes: Uint8Array) =>
  queryBehind({
    sql: `INSERT INTO site_files (website_id, id, file_name, type, size, uploaded_at, bytes)
      VALUES ($1, $2, $3, $4, $5, $6::timestamptz, decode($7, 'base64'))`,
    params: [
      websiteId,
      file.id,
      file.fileName,
      file.type,
      file.size,
      file.uploadedAt,
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64"),
    ],
  })

const rename = (websiteId: string, fileId: string, fileName: string) =>
  query(FileRow, {
    sql: `UPDATE site_files SET file_name = $3 WHERE website_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    params: [websiteId, fileId, fileName],
  }).pipe(
    Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), fileOf)),
    Effect.orDie,
  )

const remove = (websiteId: string, fileId: string) =>
  query(Schema.Struct({ id: Schema.String }), {
    sql: "DELETE FROM site_files WHERE website_id = $1 AND id = $2 RETURNING id",
    params: [websiteId, fileId],
  }).pipe(
    Effect.map((rows) => rows.length > 0),
    Effect.orDie,
  )

const content = (websiteId: string, fileId: string) =>
  query(ContentRow, {
    sql: `SELECT ${COLUMNS}, encode(bytes, 'base64') AS bytes FROM site_files WHERE website_id = $1 AND id = $2`,
    params: [websiteId, fileId],
  }).pipe(
    Effect.map((rows) =>
      Option.map(Option.fromNullishOr(rows[0]), (row) => ({
        file: fileOf(row),
        bytes: new Uint8Array(Buffer.from(row.bytes, "base64")),
      })),
    ),
    Effect.orDie,
  )

/**
 * SiteFileRepository on Postgres: one `site_files` row per file, its bytes in a `bytea` column read
 * only for a download. An id already kept for the website breaks the key: a defect. A row that does
 * not decode as a file is a defect.
 *
 * @example
 * Layer.provide(siteFilesLayer(), databaseLayer({}))
 */
export const siteFilesLayer = (): Layer.Layer<SiteFileRepository, never, Database> =>
  Layer.effect(
    SiteFileRepository,
    withDatabase((provide) =>
      SiteFileRepository.of({
        list: (websiteId) => provide(list(websiteId)),
        add: (websiteId, file, bytes) => provide(add(websiteId, file, bytes)),
        rename: (websiteId, fileId, fileName) => provide(rename(websiteId, fileId, fileName)),
        remove: (websiteId, fileId) => provide(remove(websiteId, fileId)),
        content: (websiteId, fileId) => provide(content(websiteId, fileId)),
      }),
    ),
  )
