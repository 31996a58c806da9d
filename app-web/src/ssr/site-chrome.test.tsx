import { DEFAULT_HEADER_FOOTER, type SiteHeaderFooter } from "@vitrine/core/site"
import { afterEach, describe, expect, it, vi } from "vitest"

const saved: SiteHeaderFooter = {
  ...DEFAULT_HEADER_FOOTER,
  header: { ...DEFAULT_HEADER_FOOTER.header, siteTitle: "Linen </script><script>alert(1)</script> & Co" },
  footer: { ...DEFAULT_HEADER_FOOTER.footer, text: "Made in Lisbon" },
}

/** A fresh import: the shell's script is read once per visit. */
const fresh = async () => {
  vi.resetModules()
  return import("./site-chrome.ts")
}

afterEach(() => {
  document.body.innerHTML = ""
})

describe("SITE-001 the header and footer of a page sent as the bare app shell", () => {
  it("SITE-001 reads back the header and footer the shell's script carries, markup in them inert", async () => {
    const { siteChromeScript, readSiteChrome } = await fresh()
    const script = siteChromeScript(saved)
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    document.body.innerHTML = script
    expect(document.querySelectorAll("script")).toHaveLength(1)
    expect(readSiteChrome()).toEqual(saved)
  })

  it("gives nothing for a page without the script or with one that does not parse", async () => {
    expect((await fresh()).readSiteChrome()).toBeUndefined()
    const { SITE_CHROME_ID, readSiteChrome } = await fresh()
    document.body.innerHTML = `<script type="application/json" id="${SITE_CHROME_ID}">{"header":</script>`
    expect(readSiteChrome()).toBeUndefined()
  })
})
