import { afterEach, describe, expect, it } from "vitest"
import { followSiteStyles } from "./site-styles.ts"

const SHEETS = '#vitrine-site-styles, link[href^="/site-styles.css"]'
const sheets = () => [...document.querySelectorAll(SHEETS)]
const serverStyle = () => {
  const style = document.createElement("style")
  style.id = "vitrine-site-styles"
  style.textContent = ":root{--accent:red}"
  document.head.append(style)
  return style
}
const pendingLink = () => {
  const link = document.head.querySelector<HTMLLinkElement>('link[href^="/site-styles.css?at="]')
  if (link === null) throw new Error("no site styles link was added")
  return link
}

afterEach(() => {
  for (const sheet of sheets()) sheet.remove()
})

describe("the site styles after an in-app move", () => {
  it("a storefront page reached from the admin (whose head had none) gets the stylesheet, which takes the id once loaded", () => {
    expect(sheets()).toEqual([])
    followSiteStyles(true)
    const link = pendingLink()
    expect(link.rel).toBe("stylesheet")
    expect(link.id).toBe("")
    link.dispatchEvent(new Event("load"))
    expect(link.id).toBe("vitrine-site-styles")
    expect(sheets()).toEqual([link])
  })

  it("the admin hides the server's styles; back on the storefront they show at once and give way to a fresh sheet once it has loaded", () => {
    const style = serverStyle()
    followSiteStyles(false)
    expect(style.getAttribute("media")).toBe("not all")
    followSiteStyles(true)
    expect(style.hasAttribute("media")).toBe(false)
    const link = pendingLink()
    expect(sheets()).toEqual([style, link])
    link.dispatchEvent(new Event("load"))
    expect(sheets()).toEqual([link])
    expect(link.id).toBe("vitrine-site-styles")
  })

  it("a sheet that cannot load is dropped and the styles before it stay; one still loading is hidden on the admin too", () => {
    const style = serverStyle()
    followSiteStyles(true)
    pendingLink().dispatchEvent(new Event("error"))
    expect(sheets()).toEqual([style])
    followSiteStyles(true)
    const loading = pendingLink()
    followSiteStyles(false)
    expect([style, loading].map((sheet) => sheet.getAttribute("media"))).toEqual(["not all", "not all"])
  })
})
