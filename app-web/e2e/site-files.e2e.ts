import { describe, expect, it } from "vitest"
import { realPng } from "../../contract-tests/src/http/real-png.ts"
import { blockingViolations } from "./axe.ts"
import { signInAtAdmin } from "./sign-in.ts"
import { pagesOf, storeUnderTest } from "./store-under-test.ts"

// The file manager in Chromium, on the real server and database: the merchant uploads a CSV by
// keyboard, renames it in place, downloads it, finds it after a reload, and deletes it after the
// warning; an image's row shows its thumbnail once processed, which opens the full image in a tab.
// Its own store: the files change.

const store = storeUnderTest()
const newPage = pagesOf(store)

describe("the file manager in Chromium", () => {
  it("EDITOR-002 EDITOR-040 a merchant uploads, renames, downloads and deletes a file", async () => {
    const merchant = await newPage()
    await signInAtAdmin(merchant, store.server.url)
    await merchant
      .getByRole("navigation", { name: "Store admin" })
      .getByRole("link", { name: "Files" })
      .click()
    await merchant.getByText("No files yet. Upload one above.").waitFor()
    expect(await blockingViolations(merchant)).toEqual([])

    await merchant.getByLabel("File to upload").setInputFiles({
      name: "prices.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("name,price\nTea,3.50\n"),
    })
    await merchant.getByRole("button", { name: "Upload", exact: true }).press("Enter")
    await merchant.getByText("prices.csv uploaded.").waitFor()
    const row = merchant.getByRole("row").filter({ hasText: "prices.csv" })
    expect(await row.getByRole("cell").allInnerTexts()).toEqual(expect.arrayContaining(["CSV", "20 bytes"]))

    await merchant.getByRole("button", { name: "Rename prices.csv" }).press("Enter")
    const name = merchant.getByLabel("New name for prices.csv")
    await name.fill("tarifs 2026.csv")
    await name.press("Enter")
    await merchant.getByText("Renamed to tarifs 2026.csv.").waitFor()

    const [download] = await Promise.all([
      merchant.waitForEvent("download"),
      merchant.getByRole("link", { name: "Download tarifs 2026.csv" }).click(),
    ])
    expect(download.suggestedFilename()).toBe("tarifs 2026.csv")

    await merchant.reload()
    await merchant.getByRole("link", { name: "Download tarifs 2026.csv" }).waitFor()
    expect(await blockingViolations(merchant)).toEqual([])

    await merchant.getByRole("button", { name: "Delete tarifs 2026.csv" }).click()
    const dialog = merchant.getByRole("alertdialog", { name: "Delete tarifs 2026.csv?" })
    await dialog.getByText("This cannot be undone.").waitFor()
    await dialog.getByRole("button", { name: "Yes, delete" }).click()
    await merchant.getByText("tarifs 2026.csv deleted.").waitFor()
    await merchant.reload()
    await merchant.getByText("No files yet. Upload one above.").waitFor()
  })

  it("EDITOR-010 an uploaded image's row shows its thumbnail once processed, in the fixed box; Enter opens it full size in a new tab", async () => {
    const merchant = await newPage()
    await signInAtAdmin(merchant, store.server.url)
    await merchant.goto(`${store.server.url}/admin/files`)
    await merchant.getByLabel("File to upload").setInputFiles({
      name: "stripes.png",
      mimeType: "image/png",
      buffer: realPng(640, 480),
    })
    await merchant.getByRole("button", { name: "Upload", exact: true }).press("Enter")
    const row = merchant.getByRole("row").filter({ hasText: "stripes.png" })
    const thumbnail = row.getByRole("img", { name: "stripes.png" })
    await thumbnail.waitFor()
    // Loaded, from a rendition.
    await merchant.waitForFunction(
      (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
      await thumbnail.elementHandle(),
    )
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/renditions\/(100|300)$/,
    )
    const open = row.getByRole("link", { name: "Open stripes.png full size in a new tab" })
    // The box every state of a row fills (THUMBNAIL_BOX), the picture inside its border.
    expect(await open.boundingBox()).toMatchObject({ width: 72, height: 48 })
    expect(await blockingViolations(merchant)).toEqual([])

    await open.focus()
    const [tab] = await Promise.all([merchant.context().waitForEvent("page"), open.press("Enter")])
    await tab.waitForLoadState()
    expect(tab.url()).toMatch(/\/content\?view=inline$/)
    // Shown, not downloaded: the tab is the image itself.
    expect(await tab.evaluate(() => document.contentType)).toBe("image/png")
  })
})
