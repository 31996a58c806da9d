import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import { FILE_MESSAGES, fileTooLarge, unsupportedFile, uploadEndMessage } from "./messages.ts"
import { FileNameSchema, isAudioType } from "./model.ts"
import { ENTER_FILE_NAME, extensionOf, FILE_NAME_LIMIT, fileNameProblem, normalFileName } from "./names.ts"
import { formatFileSize, MAX_FILE_SIZE } from "./sizes.ts"
import { isUtf8, sniffFileType } from "./sniff.ts"
import { decodesAsUtf8, utf8 } from "./test-bytes.test-support.ts"

const bytesOf = utf8
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

describe("file names", () => {
  it("EDITOR-019 an empty or blank name asks for a file name", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t]*$/), (blank) => {
        expect(fileNameProblem(blank)).toBe(ENTER_FILE_NAME)
        expect(fileNameProblem(normalFileName(blank))).toBe("Please enter a file name")
      }),
    )
  })

  it("EDITOR-019 a trimmed name of 1–255 characters without separators or controls is kept, and no other", () => {
    const allowed = fc
      .string({ unit: "grapheme", minLength: 1, maxLength: 60 })
      .map(normalFileName)
      .filter((name) => name.length > 0 && !/[/\\\p{Cc}]/u.test(name))
    fc.assert(
      fc.property(allowed, (name) => {
        expect(fileNameProblem(name)).toBeUndefined()
      }),
    )
    fc.assert(
      fc.property(allowed, fc.constantFrom("/", "\\", "\u0000", "\n", "\u007f"), (name, bad) => {
        expect(fileNameProblem(`${name}${bad}x`)).toBeDefined()
      }),
    )
    expect(fileNameProblem("a".repeat(FILE_NAME_LIMIT))).toBeUndefined()
    expect(fileNameProblem("a".repeat(FILE_NAME_LIMIT + 1))).toBe(
      "A file name can have at most 255 characters",
    )
    expect(fileNameProblem(" menu.pdf")).toBe("A file name cannot start or end with a space")
  })

  it("EDITOR-019 the schema refuses what the rule refuses, with the same message", () => {
    const result = Schema.decodeUnknownResult(FileNameSchema)("")
    expect(result._tag).toBe("Failure")
    expect(String(result._tag === "Failure" ? result.failure : "")).toContain(ENTER_FILE_NAME)
    expect(Schema.decodeUnknownSync(FileNameSchema)("Menu été.pdf")).toBe("Menu été.pdf")
  })

  it("the extension is the part after the last dot, lower case; a leading dot is no extension", () => {
    expect(extensionOf("Price List.CSV")).toBe("csv")
    expect(extensionOf("archive.tar.gz")).toBe("gz")
    expect(extensionOf(".profile")).toBe("")
    expect(extensionOf("README")).toBe("")
  })
})

describe("CONST-009 file sizes: 1 MB is 1,000,000 bytes (our choice where the spec conflicts)", () => {
  it("CONST-009 the stated example and the units", () => {
    expect(formatFileSize(0)).toBe("0 bytes")
    expect(formatFileSize(1)).toBe("1 byte")
    expect(formatFileSize(999)).toBe("999 bytes")
    expect(formatFileSize(1000)).toBe("1 KB")
    expect(formatFileSize(1024)).toBe("1 KB")
    expect(formatFileSize(1500)).toBe("1.5 KB")
    expect(formatFileSize(999_999)).toBe("1 MB")
    expect(formatFileSize(1_000_000)).toBe("1 MB")
    expect(formatFileSize(20_000_000)).toBe("20 MB")
    expect(formatFileSize(2_500_000_000)).toBe("2.5 GB")
  })

  it("CONST-009 a formatted size reads back within a twentieth of the bytes, under 1000 of its unit", () => {
    const units: Record<string, number> = { bytes: 1, byte: 1, KB: 1e3, MB: 1e6, GB: 1e9, TB: 1e12 }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9e14 }), (bytes) => {
        const [figure, unit] = formatFileSize(bytes).split(" ")
        const value = Number(figure)
        expect(value).toBeLessThan(1000)
        const back = value * (units[unit as string] as number)
        expect(Math.abs(back - bytes)).toBeLessThanOrEqual(Math.max(0.05 * bytes, 0))
      }),
    )
  })

  it("CONST-009 sizes format in order: a larger file never reads smaller in the same unit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9e11 }), fc.integer({ min: 0, max: 1e6 }), (a, extra) => {
        const [x, unitA] = formatFileSize(a).split(" ")
        const [y, unitB] = formatFileSize(a + extra).split(" ")
        if (unitA === unitB) expect(Number(y)).toBeGreaterThanOrEqual(Number(x))
      }),
    )
  })

  it("EDITOR-021 the largest file is 20 MB, 20,000,000 bytes", () => {
    expect(MAX_FILE_SIZE).toBe(20_000_000)
  })
})

describe("file types by content", () => {
  it("EDITOR-022 binary types come from the first bytes, whatever the name says", () => {
    expect(sniffFileType(Uint8Array.from([...PNG, 0, 0]), "photo.txt")).toBe("image/png")
    expect(sniffFileType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), "photo.png")).toBe("image/jpeg")
    expect(sniffFileType(bytesOf("GIF89a...."), "a.gif")).toBe("image/gif")
    expect(sniffFileType(bytesOf("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "), "a.webp")).toBe("image/webp")
    expect(sniffFileType(bytesOf("%PDF-1.7\n"), "menu.pdf")).toBe("application/pdf")
  })

  it("EDITOR-022 audio comes from its first bytes: an MP3 with an ID3 tag or a bare MPEG frame, Ogg, WAV", () => {
    expect(sniffFileType(Uint8Array.from([...bytesOf("ID3"), 4, 0, 0, 0, 0, 0, 0]), "song.txt")).toBe(
      "audio/mpeg",
    )
    // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz: the common MP3 frame header.
    expect(sniffFileType(Uint8Array.from([0xff, 0xfb, 0x90, 0x64]), "song")).toBe("audio/mpeg")
    expect(sniffFileType(bytesOf("OggS\u0000\u0002"), "song.ogg")).toBe("audio/ogg")
    expect(sniffFileType(bytesOf("RIFF\u0000\u0000\u0000\u0000WAVEfmt "), "song.wav")).toBe("audio/wav")
    expect(isAudioType("audio/mpeg") && isAudioType("audio/ogg") && isAudioType("audio/wav")).toBe(true)
    expect(isAudioType("image/png")).toBe(false)
  })

  it("EDITOR-022 sync bits with reserved fields, AAC's ADTS or a broken ID3 tag are not MP3", () => {
    expect(sniffFileType(Uint8Array.from([0xff, 0xf1, 0x50, 0x80]), "a.mp3")).toBeUndefined() // ADTS: layer 00
    expect(sniffFileType(Uint8Array.from([0xff, 0xeb, 0x90, 0x64]), "a.mp3")).toBeUndefined() // version 01
    expect(sniffFileType(Uint8Array.from([0xff, 0xfb, 0xf0, 0x64]), "a.mp3")).toBeUndefined() // bitrate 1111
    expect(sniffFileType(Uint8Array.from([0xff, 0xfb, 0x9c, 0x64]), "a.mp3")).toBeUndefined() // rate 11
    expect(sniffFileType(Uint8Array.from([...bytesOf("ID3"), 0xff]), "a.mp3")).toBeUndefined()
    expect(sniffFileType(bytesOf("RIFF\u0000\u0000\u0000\u0000AVI LIST"), "a.wav")).toBeUndefined()
  })

  it("EDITOR-022 a name's extension alone never makes a file supported", () => {
    fc.assert(
      fc.property(
        fc
          .uint8Array({ minLength: 1, maxLength: 64 })
          .filter(
            (bytes) =>
              bytes[0] !== 0x89 &&
              bytes[0] !== 0xff &&
              bytes[0] !== 0x25 &&
              bytes[0] !== 0x47 &&
              bytes[0] !== 0x49 &&
              bytes[0] !== 0x4f &&
              bytes[0] !== 0x52,
          ),
        fc.constantFrom(
          "a.png",
          "a.jpg",
          "a.pdf",
          "a.gif",
          "a.webp",
          "a.mp3",
          "a.wav",
          "a.ogg",
          "a.exe",
          "a",
        ),
        (bytes, name) => {
          expect(sniffFileType(bytes, name)).toBeUndefined()
        },
      ),
    )
  })

  it("EDITOR-022 UTF-8 text is text only named .txt or .csv, and markup such as SVG is refused", () => {
    expect(sniffFileType(bytesOf("name,price\nTea,3.50\n"), "prices.csv")).toBe("text/csv")
    expect(sniffFileType(bytesOf("Opening hours: 9–17 ☕\r\n"), "hours.TXT")).toBe("text/plain")
    expect(sniffFileType(bytesOf("name,price\n"), "prices.html")).toBeUndefined()
    expect(
      sniffFileType(
        bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "logo.svg",
      ),
    ).toBeUndefined()
    expect(sniffFileType(bytesOf('\ufeff  <svg onload="alert(1)"/>'), "logo.txt")).toBeUndefined()
    expect(sniffFileType(bytesOf("<html><script>x</script>"), "page.csv")).toBeUndefined()
    expect(sniffFileType(Uint8Array.from([0x61, 0x00, 0x62]), "nul.txt")).toBeUndefined()
    expect(sniffFileType(Uint8Array.from([0x61, 0xc3]), "cut.txt")).toBeUndefined()
  })

  it("EDITOR-022 an empty file is not a supported file", () => {
    expect(sniffFileType(new Uint8Array(0), "empty.txt")).toBeUndefined()
  })

  it("EDITOR-022 any string not starting with markup, encoded as UTF-8, is text; isUtf8 agrees with Node's decoder", () => {
    const text = fc.string({ unit: "grapheme", minLength: 1, maxLength: 80 }).filter(
      (value) =>
        !/[\p{Cc}]/u.test(value.replace(/[\t\n\r\f]/g, "")) &&
        !value
          .trimStart()
          .replace(/^\ufeff/, "")
          .trimStart()
          .startsWith("<"),
    )
    fc.assert(
      fc.property(text, (value) => {
        expect(sniffFileType(bytesOf(value), "notes.txt")).toBe("text/plain")
      }),
    )
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 32 }), (bytes) => {
        const decodes = decodesAsUtf8(bytes)
        expect(isUtf8(bytes)).toBe(decodes)
      }),
    )
  })
})

describe("messages", () => {
  it("EDITOR-020 a file too large names the file and the limit", () => {
    expect(fileTooLarge("film.mov")).toBe(
      "The file film.mov is too large. The maximum allowed file size is 20 MB.",
    )
  })

  it("EDITOR-022 an unsupported file names the file", () => {
    expect(unsupportedFile("logo.svg")).toBe("The file logo.svg does not appear to be a supported file")
  })

  it("EDITOR-033 EDITOR-034 the upload and rename failures' titles and bodies", () => {
    expect(FILE_MESSAGES.uploadFailed).toEqual({
      title: "Unable to Upload File",
      body: "There was a problem while uploading your file.",
    })
    expect(FILE_MESSAGES.renameFailed).toEqual({
      title: "Unable to Rename File",
      body: "There was a problem while renaming your file.",
    })
  })

  it("EDITOR-010 EDITOR-035 EDITOR-037 EDITOR-038 an upload fails, completes or is cancelled, each with its message", () => {
    expect(uploadEndMessage("complete")).toBeUndefined()
    expect(uploadEndMessage("failed")).toBe("File processing failed")
    expect(uploadEndMessage("cancelled")).toBe("File processing cancelled")
    expect(uploadEndMessage("interrupted")).toBe("File upload failed to complete")
    expect(FILE_MESSAGES.processingIncomplete).toBe("File processing failed to complete")
  })

  it("EDITOR-040 the delete warning says it cannot be undone", () => {
    expect(FILE_MESSAGES.deleteWarning).toMatch(/cannot be undone/)
  })
})
