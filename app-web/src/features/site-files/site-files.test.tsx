import { render, screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { SiteFilesClient } from "@vitrine/adapter-http/client"
import { fileNameProblem, MAX_FILE_SIZE, normalFileName, type SiteFile } from "@vitrine/core/files"
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

/** A files client over a list kept in memory, with core's name rule (the server's). */
const fakeFiles = (start: readonly SiteFile[] = [menu]) => {
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
      files = [file, ...files]
      return ok(file) as Awaited<ReturnType<SiteFilesClient["upload"]>>
    }),
    rename: vi.fn(async (fileId: string, fileName: string) => {
      const problem = fileNameProblem(normalFileName(fileName))
      if (problem !== undefined) return refusal(400, problem, { fileName: problem })
      files = files.map((file) => (file.id === fileId ? { ...file, fileName } : file))
      return ok(files.find((file) => file.id === fileId) as SiteFile) as Awaited<
        ReturnType<SiteFilesClient["rename"]>
      >
    }),
    remove: vi.fn(async (fileId: string) => {
      files = files.filter((file) => file.id !== fileId)
      return ok(true as const) as Awaited<ReturnType<SiteFilesClient["remove"]>>
    }),
    downloadUrl: (fileId: string) => `/api/site-files/${fileId}/content`,
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
