import { Data } from "effect"

/**
 * An upload or rename the file manager refuses, for the field it concerns and the spec's message
 * (EDITOR-019, EDITOR-020, EDITOR-022). `reason` tells the HTTP adapter which status fits: a file
 * too large is 413, the others 400.
 */
export class FileRefused extends Data.TaggedError("FileRefused")<{
  readonly field: "fileName" | "file"
  readonly reason: "name" | "tooLarge" | "unsupported"
  readonly detail: string
}> {
  override get message(): string {
    return this.detail
  }
}

/** No file with that id in the website's file manager (another website's files included). */
export class FileNotFound extends Data.TaggedError("FileNotFound")<{ readonly fileId: string }> {
  override get message(): string {
    return "No such file"
  }
}

/** No processing job with that id for the website. */
export class FileJobNotFound extends Data.TaggedError("FileJobNotFound")<{ readonly jobId: string }> {
  override get message(): string {
    return "No such job"
  }
}

/** The resizer could not read the bytes as an image (a job that meets one fails). */
export class ImageUnreadable extends Data.TaggedError("ImageUnreadable")<{ readonly detail: string }> {
  override get message(): string {
    return `The image could not be read: ${this.detail}`
  }
}
