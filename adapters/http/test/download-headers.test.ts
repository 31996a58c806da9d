import { describe, expect, it } from "vitest"
import { downloadHeaders } from "../src/router/site-files.ts"

describe("a site file's download headers", () => {
  it("EDITOR-002 always an attachment, never sniffed, under a CSP that runs nothing", () => {
    expect(downloadHeaders("menu.pdf", "application/pdf")).toEqual({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="menu.pdf"; filename*=UTF-8''menu.pdf`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
    })
  })

  it("EDITOR-002 a name with quotes, apostrophes, brackets or non-ASCII cannot break out of the header, and reads back whole", () => {
    const disposition = downloadHeaders(`Menü "été"'s (1)*.pdf`, "application/pdf")["Content-Disposition"]
    expect(disposition).toBe(
      `attachment; filename="Men_ __t___s (1)_.pdf"; filename*=UTF-8''Men%C3%BC%20%22%C3%A9t%C3%A9%22%27s%20%281%29%2A.pdf`,
    )
    expect(decodeURIComponent(disposition?.split("UTF-8''")[1] ?? "")).toBe(`Menü "été"'s (1)*.pdf`)
  })
})
