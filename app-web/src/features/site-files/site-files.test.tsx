import { render, screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { createSiteFilesClient, type SiteFilesClient } from "@vitrine/adapter-http/client"
import {
  type FileJobView,
  fileNameProblem,
  type ListedSiteFile,
  MAX_FILE_SIZE,
  normalFileName,
  type SiteFile,
} from "@vitrine/core/files"
import { describe, expect, it, vi } from "vitest"
import { FILES_TEXT } from "./files-text.ts"
import { SiteFilesPage } from "./SiteFilesPage.tsx"

const ok = <T,>(value: T) => ({ ok: true as const, value })
const refusal = (status: number, message: string, fieldErrors: Record<string, string> = {}) => ({
  ok: false as const,
  error: { status, message, fieldErrors, crumbFail: false },
})
const menu: SiteFile = {
  id: "f-1",
  fileName: "menu.pdf",
  type: "application/pdf",
  size: 1_500_000,
  uploadedAt: "2026-11-29T09:00:00.000Z",
}

const photo: SiteFile = { ...menu, id: "f-9", fileName: "photo.png", type: "image/png", size: 2_000 }
const jobAt = (state: FileJobView["state"], extra: Partial<FileJobView> = {}): FileJobView => ({
  id: "j-1",
  fileId: photo.id,
  state,
  progress: state === "complete" ? 1 : 0,
  renditions: state === "complete" ? [100, 300] : [],
  abandoned: false,
  ...extra,
})
// Quick polling for the tests: the same loop, a 40 ms limit.
const QUICK = { firstDelayMs: 1, maxDelayMs: 4, timeoutMs: 40 }

/** A files client whose upload is an image with a processing job, its states answered in turn (the last repeats). */
const imageFiles = (...states: Awaited<ReturnType<SiteFilesClient["job"]>>[]) => {
  const client = fakeFiles([])
  client.upload.mockResolvedValue(ok({ file: photo, jobId: "j-1" }) as never)
  let asked = 0
  client.job.mockImplementation(async () => states[Math.min(asked++, states.length - 1)] as never)
  return client
}

const uploadPhoto = async (client: SiteFilesClient, jobTiming = QUICK) => {
  render(<SiteFilesPage client={client} jobTiming={jobTiming} />)
  const input = await screen.findByLabelText(FILES_TEXT.chooseFile)
  await userEvent.upload(input, new File(["png"], "photo.png", { type: "image/png" }))
  await userEvent.click(screen.getByRole("button", { name: FILES_TEXT.upload }))
}

/** A file as the list has it, with its job (none by default: not an image). */
const listed = (file: SiteFile, job: FileJobView | null = null): ListedSiteFile => ({ ...file, job })

/** A files client over a list kept in memory, with core's name rule (the server's). */
const fakeFiles = (start: readonly ListedSiteFile[] = [listed(menu)]) => {
  let files = [...start]
  return {
    list: vi.fn(async () => ok({ files, maxSize: MAX_FILE_SIZE })),
    upload: vi.fn(async (blob: Blob, fileName: string) => {
      const file: SiteFile = {
        ...menu,
        id: `f-${files.length + 1}`,
        fileName,
        type: "text/plain",
        size: blob.size,
      }
      files = [listed(file), ...files]
      return ok({ file, jobId: null }) as Awaited<ReturnType<SiteFilesClient["upload"]>>
    }),
    rename: vi.fn(async (fileId: string, fileName: string) => {
      const problem = fileNameProblem(normalFileName(fileName))
      if (problem !== undefined) return refusal(400, problem, { fileName: problem })
      files = files.map((file) => (file.id === fileId ? { ...file, fileName } : file))
      const { job: _job, ...renamed } = files.find((file) => file.id === fileId) as ListedSiteFile
      return ok(renamed as SiteFile) as Awaited<ReturnType<SiteFilesClient["rename"]>>
    }),
    remove: vi.fn(async (fileId: string) => {
      files = files.filter((file) => file.id !== fileId)
      return ok(true as const) as Awaited<ReturnType<SiteFilesClient["remove"]>>
    }),
    downloadUrl: (fileId: string) => `/api/site-files/${fileId}/content`,
    imageUrl: (fileId: string) => `/api/site-files/${fileId}/content?view=inline`,
    job: vi.fn(
      async (_jobId: string) => ok(jobAt("complete")) as Awaited<ReturnType<SiteFilesClient["job"]>>,
    ),
    cancelJob: vi.fn(
      async (_jobId: string) => ok(jobAt("cancelled")) as Awaited<ReturnType<SiteFilesClient["cancelJob"]>>,
    ),
    renditionUrl: (fileId: string, width: number) => `/api/site-files/${fileId}/renditions/${width}`,
  } satisfies SiteFilesClient
}

describe("the file manager screen", () => {
  it("EDITOR-002 lists each file's name, type, size (CONST-009: 1 MB is 1,000,000 bytes) and upload date", async () => {
    render(<SiteFilesPage client={fakeFiles()} />)
    const row = (await screen.findByRole("link", { name: FILES_TEXT.download("menu.pdf") })).closest(
      "tr",
    ) as HTMLElement
    expect(within(row).getByText("PDF")).toBeTruthy()
    expect(within(row).getByText("1.5 MB")).toBeTruthy()
    expect(within(row).getByText("Nov 29, 2026")).toBeTruthy()
  })

  it("EDITOR-002 an empty site says so; a failed load offers Retry", async () => {
    const client = fakeFiles([])
    client.list.mockResolvedValueOnce(refusal(503, "Unable to connect. Please try again") as never)
    render(<SiteFilesPage client={client} />)
    await userEvent.click(await screen.findByRole("button", { name: /retry|try again/i }))
    expect(await screen.findByText(FILES_TEXT.empty)).toBeTruthy()
  })

  it("EDITOR-002 EDITOR-020 an upload is added to the list; a file past the limit is refused before sending", async () => {
    const client = fakeFiles([])
    render(<SiteFilesPage client={client} />)
    const input = await screen.findByLabelText(FILES_TEXT.chooseFile)
    await userEvent.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }))
    await userEvent.click(screen.getByRole("button", { name: FILES_TEXT.upload }))
    expect(await screen.findByRole("link", { name: FILES_TEXT.download("notes.txt") })).toBeTruthy()
    expect(screen.getByText(FILES_TEXT.uploaded("notes.txt"))).toBeTruthy()

    const big = new File(["x"], "film.mov")
    Object.defineProperty(big, "size", { value: MAX_FILE_SIZE + 1 })
    // The picker's filter set aside ("All files"), as a merchant can.
    await userEvent.setup({ applyAccept: false }).upload(input, big)
    await userEvent.click(screen.getByRole("button", { name: FILES_TEXT.upload }))
    const alert = await screen.findByRole("alert")
    expect(alert.textContent).toContain("Unable to Upload File")
    expect(alert.textContent).toContain(
      "The file film.mov is too large. The maximum allowed file size is 20 MB.",
    )
    expect(client.upload).toHaveBeenCalledTimes(1)
  })

  it("EDITOR-033 a refused upload shows the title, the body and the server's reason", async () => {
    const client = fakeFiles([])
    client.upload.mockResolvedValueOnce(
      refusal(400, "The file logo.svg does not appear to be a supported file") as never,
    )
    render(<SiteFilesPage client={client} />)
    const input = await screen.findByLabelText(FILES_TEXT.chooseFile)
    await userEvent.setup({ applyAccept: false }).upload(input, new File(["<svg/>"], "logo.svg"))
    await userEvent.click(screen.getByRole("button", { name: FILES_TEXT.upload }))
    const alert = await screen.findByRole("alert")
    expect(alert.textContent).toContain("There was a problem while uploading your file.")
    expect(alert.textContent).toContain("The file logo.svg does not appear to be a supported file")
  })

  it("EDITOR-019 EDITOR-034 rename in place: a blank name asks for one, a failure says so, Escape cancels", async () => {
    const client = fakeFiles()
    render(<SiteFilesPage client={client} />)
    await userEvent.click(await screen.findByRole("button", { name: FILES_TEXT.rename("menu.pdf") }))
    const input = screen.getByLabelText(FILES_TEXT.renameLabel("menu.pdf"))
    expect(document.activeElement).toBe(input)
    await userEvent.clear(input)
    await userEvent.keyboard("{Enter}")
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a file name")
    expect(client.rename).not.toHaveBeenCalled()

    client.rename.mockResolvedValueOnce(refusal(500, "Please try again") as never)
    await userEvent.type(input, "carte.pdf{Enter}")
    expect((await screen.findByRole("alert")).textContent).toContain(
      "There was a problem while renaming your file.",
    )

    await userEvent.keyboard("{Enter}")
    expect(await screen.findByRole("link", { name: FILES_TEXT.download("carte.pdf") })).toBeTruthy()
    expect(screen.getByText(FILES_TEXT.renamed("carte.pdf"))).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole("button", { name: FILES_TEXT.rename("carte.pdf") }))

    await userEvent.click(screen.getByRole("button", { name: FILES_TEXT.rename("carte.pdf") }))
    await userEvent.keyboard("x{Escape}")
    expect(screen.getByRole("link", { name: FILES_TEXT.download("carte.pdf") })).toBeTruthy()
  })

  it("EDITOR-040 a delete warns it cannot be undone; Cancel keeps the file, Yes deletes it", async () => {
    const client = fakeFiles()
    render(<SiteFilesPage client={client} />)
    await userEvent.click(await screen.findByRole("button", { name: FILES_TEXT.delete("menu.pdf") }))
    const dialog = screen.getByRole("alertdialog", { name: FILES_TEXT.confirmDelete("menu.pdf") })
    expect(dialog.textContent).toContain("This cannot be undone.")
    await userEvent.click(within(dialog).getByRole("button", { name: FILES_TEXT.cancel }))
    expect(client.remove).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole("button", { name: FILES_TEXT.delete("menu.pdf") }))
    await userEvent.click(screen.getByRole("button", { name: FILES_TEXT.yesDelete }))
    expect(await screen.findByText(FILES_TEXT.empty)).toBeTruthy()
    expect(screen.getByText(FILES_TEXT.deleted("menu.pdf"))).toBeTruthy()
  })
})

describe("an image's processing after its upload", () => {
  it("EDITOR-010 the progress shows while it runs; once complete, a preview from its renditions", async () => {
    const client = imageFiles(
      ok(jobAt("queued")),
      ok(jobAt("running", { progress: 0.5 })),
      ok(jobAt("complete")),
    )
    await uploadPhoto(client)
    expect(await screen.findByText(FILES_TEXT.processed("photo.png"))).toBeTruthy()
    const preview = screen.getByRole("img", { name: FILES_TEXT.previewAlt("photo.png") }) as HTMLImageElement
    expect(preview.getAttribute("srcset")).toBe(
      "/api/site-files/f-9/renditions/100 100w,/api/site-files/f-9/renditions/300 300w",
    )
    expect(screen.getByRole("link", { name: FILES_TEXT.download("photo.png") })).toBeTruthy()
    expect(client.job).toHaveBeenCalledWith("j-1")
  })

  it("shows the job's progress and a Cancel processing button while it runs", async () => {
    const client = imageFiles(ok(jobAt("running", { progress: 0.5 })))
    await uploadPhoto(client, { ...QUICK, timeoutMs: 10_000 })
    expect(await screen.findByText(FILES_TEXT.processing("photo.png", 50))).toBeTruthy()
    expect(screen.getByRole("button", { name: FILES_TEXT.cancelProcessing })).toBeTruthy()
  })

  it('EDITOR-035 a failed job says "File processing failed"', async () => {
    await uploadPhoto(imageFiles(ok(jobAt("running")), ok(jobAt("failed"))))
    expect((await screen.findByRole("alert")).textContent).toBe("File processing failed")
  })

  it('EDITOR-037 Cancel processing cancels the job, and the screen says "File processing cancelled"', async () => {
    const client = imageFiles(ok(jobAt("running", { progress: 0.2 })))
    // The job runs until the cancel reaches the server.
    client.cancelJob.mockImplementation(async () => {
      client.job.mockResolvedValue(ok(jobAt("cancelled")) as never)
      return ok(jobAt("cancelled")) as never
    })
    await uploadPhoto(client, { ...QUICK, timeoutMs: 10_000 })
    await userEvent.click(await screen.findByRole("button", { name: FILES_TEXT.cancelProcessing }))
    expect(client.cancelJob).toHaveBeenCalledWith("j-1")
    expect((await screen.findByRole("alert")).textContent).toBe("File processing cancelled")
  })

  it('EDITOR-036 a job not finished within the time limit says "File processing failed to complete"; Check again follows it again', async () => {
    const client = imageFiles(ok(jobAt("running", { progress: 0.1 })))
    await uploadPhoto(client)
    const alert = await screen.findByRole("alert")
    expect(alert.textContent).toContain("File processing failed to complete")
    client.job.mockResolvedValue(ok(jobAt("complete")) as never)
    await userEvent.click(within(alert).getByRole("button", { name: FILES_TEXT.checkAgain }))
    expect(await screen.findByText(FILES_TEXT.processed("photo.png"))).toBeTruthy()
  })

  it('EDITOR-036 an abandoned job says "File processing failed to complete"', async () => {
    const client = imageFiles(ok(jobAt("running", { abandoned: true })))
    await uploadPhoto(client)
    expect((await screen.findByRole("alert")).textContent).toContain("File processing failed to complete")
    expect(client.job).toHaveBeenCalledTimes(1)
  })

  it('EDITOR-039 a job-status answer with no body says "No response data from job request"', async () => {
    const emptyAnswer = async () => new Response(null, { status: 200 })
    const client = imageFiles()
    client.job.mockImplementation(createSiteFilesClient({ fetch: emptyAnswer as typeof fetch }).job as never)
    await uploadPhoto(client)
    expect((await screen.findByRole("alert")).textContent).toContain("No response data from job request")
  })

  it('EDITOR-039 a job-status answer that does not read as a job says "No response data from job request"', async () => {
    const garbled = async () =>
      new Response(JSON.stringify({ job: { id: "j-1", state: "exploded" } }), { status: 200 })
    const client = imageFiles()
    client.job.mockImplementation(createSiteFilesClient({ fetch: garbled as typeof fetch }).job as never)
    await uploadPhoto(client)
    expect((await screen.findByRole("alert")).textContent).toContain("No response data from job request")
  })
})

describe("each file's thumbnail in the list", () => {
  const at = (id: string, fileName: string, job: FileJobView | null, type: SiteFile["type"] = "image/png") =>
    listed({ ...photo, id, fileName, type }, job === null ? null : { ...job, id: `j-${id}`, fileId: id })
  const rowOf = (name: string) =>
    screen.getByRole("link", { name: FILES_TEXT.download(name) }).closest("tr") as HTMLElement

  it("EDITOR-010 a processed image shows the narrowest rendition sharp in its fixed box, lazy, named by its file; Enter or a click opens it full size in a new tab", async () => {
    const client = fakeFiles([at("f-9", "photo.png", jobAt("complete", { renditions: [100, 300, 500] }))])
    render(<SiteFilesPage client={client} />)
    const image = (await screen.findByRole("img", { name: "photo.png" })) as HTMLImageElement
    // 72 CSS pixels at 2× need 144: the 300 rendition; the browser picks by the srcset for its screen.
    expect(image.getAttribute("src")).toBe("/api/site-files/f-9/renditions/300")
    expect(image.getAttribute("srcset")).toBe(
      "/api/site-files/f-9/renditions/100 100w,/api/site-files/f-9/renditions/300 300w,/api/site-files/f-9/renditions/500 500w",
    )
    expect(image.getAttribute("sizes")).toBe("72px")
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["72", "48"])
    expect(image.getAttribute("loading")).toBe("lazy")

    const open = screen.getByRole("link", { name: FILES_TEXT.openImage("photo.png") })
    expect(open.getAttribute("href")).toBe("/api/site-files/f-9/content?view=inline")
    expect(open.getAttribute("target")).toBe("_blank")
    expect(open.getAttribute("rel")).toContain("noopener")
    expect(open.contains(image)).toBe(true)
    const opened = vi.fn((event: Event) => event.preventDefault())
    open.addEventListener("click", opened)
    await userEvent.tab()
    while (document.activeElement !== open && document.activeElement !== document.body) await userEvent.tab()
    expect(document.activeElement).toBe(open)
    await userEvent.keyboard("{Enter}")
    expect(opened).toHaveBeenCalledTimes(1)
  })

  it("EDITOR-010 an image too small for any rendition shows itself", async () => {
    render(
      <SiteFilesPage client={fakeFiles([at("f-3", "dot.png", jobAt("complete", { renditions: [] }))])} />,
    )
    const image = await screen.findByRole("img", { name: "dot.png" })
    expect(image.getAttribute("src")).toBe("/api/site-files/f-3/content?view=inline")
    expect(image.hasAttribute("srcset")).toBe(false)
  })

  it('EDITOR-010 EDITOR-035 EDITOR-036 EDITOR-037 an image still processing shows "Processing…"; a failed, cancelled or abandoned one its state', async () => {
    const client = fakeFiles([
      at("f-1", "queued.png", jobAt("queued")),
      at("f-2", "running.png", jobAt("running", { progress: 0.4 })),
      at("f-3", "broken.png", jobAt("failed")),
      at("f-4", "stopped.png", jobAt("cancelled")),
      at("f-5", "dropped.png", jobAt("running", { abandoned: true })),
    ])
    render(<SiteFilesPage client={client} />)
    await screen.findByRole("link", { name: FILES_TEXT.download("queued.png") })
    for (const name of ["queued.png", "running.png"]) {
      const placeholder = within(rowOf(name)).getByRole("img", { name: "Processing…" })
      expect(placeholder.textContent).toBe("Processing…")
      expect(placeholder.classList.contains("file-thumb")).toBe(true)
    }
    const states: [string, string, string][] = [
      ["broken.png", "File processing failed", "Failed"],
      ["stopped.png", "File processing cancelled", "Cancelled"],
      ["dropped.png", "File processing failed to complete", "Not finished"],
    ]
    for (const [name, message, shown] of states) {
      const state = within(rowOf(name)).getByRole("img", { name: message })
      expect(state.textContent).toBe(shown)
      expect(state.classList.contains("file-thumb")).toBe(true)
    }
    expect(document.querySelectorAll("img")).toHaveLength(0)
    expect(screen.queryByRole("link", { name: /full size/ })).toBeNull()
  })

  it("a file that is not an image, or an image never processed, shows an icon by type that screen readers skip", async () => {
    render(<SiteFilesPage client={fakeFiles([listed(menu), at("f-7", "old.png", null)])} />)
    const pdf = await screen.findByRole("link", { name: FILES_TEXT.download("menu.pdf") })
    for (const [row, mark] of [
      [pdf.closest("tr") as HTMLElement, "pdf"],
      [rowOf("old.png"), "png"],
    ] as const) {
      const icon = row.querySelector(".file-thumb-icon") as HTMLElement
      expect(icon.getAttribute("aria-hidden")).toBe("true")
      expect(icon.textContent).toBe(mark)
      expect(within(row).queryByRole("img")).toBeNull()
    }
  })

  it("EDITOR-010 an upload's row shows Processing… while its job runs, then its thumbnail; a failed job its state", async () => {
    const client = imageFiles(ok(jobAt("running", { progress: 0.5 })))
    await uploadPhoto(client, { ...QUICK, timeoutMs: 10_000 })
    await screen.findByRole("link", { name: FILES_TEXT.download("photo.png") })
    expect(within(rowOf("photo.png")).getByRole("img", { name: "Processing…" })).toBeTruthy()
    client.job.mockResolvedValue(ok(jobAt("complete")) as never)
    const image = await within(rowOf("photo.png")).findByRole("img", { name: "photo.png" })
    expect(image.getAttribute("src")).toBe("/api/site-files/f-9/renditions/300")
  })

  it("EDITOR-010 a row listed while its job was still going follows it to its thumbnail; a finished one is not asked again", async () => {
    const client = fakeFiles([
      at("f-9", "photo.png", jobAt("running", { progress: 0.2 })),
      at("f-3", "broken.png", jobAt("failed")),
    ])
    client.job.mockResolvedValueOnce(ok({ ...jobAt("running", { progress: 0.6 }), id: "j-f-9" }) as never)
    client.job.mockResolvedValue(ok({ ...jobAt("complete"), id: "j-f-9" }) as never)
    render(<SiteFilesPage client={client} jobTiming={QUICK} />)
    await screen.findByRole("link", { name: FILES_TEXT.download("photo.png") })
    expect(within(rowOf("photo.png")).getByRole("img", { name: "Processing…" })).toBeTruthy()
    const image = await within(rowOf("photo.png")).findByRole("img", { name: "photo.png" })
    expect(image.getAttribute("src")).toBe("/api/site-files/f-9/renditions/300")
    expect(client.job.mock.calls.map(([jobId]) => jobId)).toEqual(["j-f-9", "j-f-9"])
    expect(within(rowOf("broken.png")).getByRole("img", { name: "File processing failed" })).toBeTruthy()
  })

  it("EDITOR-035 an upload whose job fails shows it in its row", async () => {
    await uploadPhoto(imageFiles(ok(jobAt("running")), ok(jobAt("failed"))))
    await screen.findByRole("alert")
    expect(within(rowOf("photo.png")).getByRole("img", { name: "File processing failed" })).toBeTruthy()
  })
})
