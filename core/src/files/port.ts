import { Context, type Effect, type Option } from "effect"
import type { SiteFile } from "./model.ts"

/** A file with its bytes, for a download. */
export interface SiteFileContent {
  readonly file: SiteFile
  readonly bytes: Uint8Array
}

/** Keeps each website's files (EDITOR-002): their description and their bytes. */
export class SiteFileRepository extends Context.Service<
  SiteFileRepository,
  {
    /** A website's files, newest upload first (ties by id); empty when it has none. */
    readonly list: (websiteId: string) => Effect.Effect<ReadonlyArray<SiteFile>>
    /** Keeps a new file and its bytes (a copy: changing the array afterwards changes nothing kept). An id already kept is a defect. */
    readonly add: (websiteId: string, file: SiteFile, bytes: Uint8Array) => Effect.Effect<void>
    /** Renames a file; none when the website has no such file. */
    readonly rename: (
      websiteId: string,
      fileId: string,
      fileName: string,
    ) => Effect.Effect<Option.Option<SiteFile>>
    /** Deletes a file and its bytes; false when the website had no such file. */
    readonly remove: (websiteId: string, fileId: string) => Effect.Effect<boolean>
    /** A file with its bytes; none when the website has no such file. */
    readonly content: (websiteId: string, fileId: string) => Effect.Effect<Option.Option<SiteFileContent>>
  }
>()("@vitrine/core/files/SiteFileRepository") {}
