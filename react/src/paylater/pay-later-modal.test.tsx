import { act, screen, waitFor, within } from "@testing-library/react"
import { moneyFromMinor } from "@vitrine/core/money"
import { PAY_LATER_MODAL_TIMEOUT_MS } from "@vitrine/core/paylater"
import { HttpResponse, http } from "msw"
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest"
import { mockThirdPartyHosts } from "../../test/msw.ts"
import { renderProduct } from "../../test/product-form.tsx"
import { product, settings, variant } from "../../test/products.ts"
import { advance } from "../../test/timers.ts"

const US_MODAL = "https://static.afterpay.com/modal/en_US.html"
const GB_MODAL = "https://static.clearpay.co.uk/modal/en_GB.html"
const FALLBACK = "Pay in 4 interest-free payments with Afterpay. The full details can't be shown right now."

const PROVIDER_PAGE = `<!doctype html><html><head><style>p{color:red}</style></head><body>
  <h1>Shop now. Pay later.</h1><p>Always interest-free, when you pay on time.</p>
  <script>window.stolen = document.cookie</script><img src="https://static.afterpay.com/logo.png" onerror="alert(1)">
  <p><a href="https://www.afterpay.com/terms">Terms</a> <a href="javascript:alert(1)">Trick</a></p></body></html>`

// A $100 lamp: in the default range, so the line offers 4 payments of $25.00.
const lamp = product("floor-lamp", { variants: [variant("lamp", {}, { priceMoney: moneyFromMinor(10000) })] })

const thirdParty = mockThirdPartyHosts()

/** Answers the modal host's page with `resolver` and records every request made to it. */
const serveModal = (url: string, resolver: () => Response | Promise<Response>) => {
  const requests: string[] = []
  thirdParty.use(
    http.get(url, ({ request }) => {
      requests.push(request.url)
      return resolver()
    }),
  )
  return requests
}

const openProductPage = async (currency: (typeof settings)["selectedCurrency"] = "USD") => {
  const view = renderProduct(lamp, { settings: { ...settings, selectedCurrency: currency } })
  await screen.findByRole("heading", { level: 1 })
  const learnMore = screen.getByRole("button", { name: /^Learn more about/ })
  return { ...view, learnMore }
}

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {})
})
afterEach(() => {
  warn.mockRestore()
  vi.useRealTimers()
})

describe("pay-later information modal: the provider's page", () => {
  it("PAYLATER-011 PAYLATER-013 'Learn more' opens a modal dialog with the provider's page for the locale", async () => {
    const requests = serveModal(US_MODAL, () => HttpResponse.html(PROVIDER_PAGE))
    const { user, learnMore, container } = await openProductPage()
    expect(learnMore).toHaveProperty("type", "button")
    expect(learnMore.getAttribute("aria-haspopup")).toBe("dialog")

    await user.click(learnMore)
    const dialog = await screen.findByRole("dialog", { name: "About Afterpay" })
    expect(dialog.getAttribute("aria-modal")).toBe("true")
    expect(await within(dialog).findByRole("heading", { name: "Shop now. Pay later." })).toBeTruthy()
    expect(within(dialog).getByText("Always interest-free, when you pay on time.")).toBeTruthy()
    expect(requests).toEqual([US_MODAL])
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(container.hasAttribute("inert")).toBe(true)
    expect(warn).not.toHaveBeenCalled()
  })

  it("PAYLATER-013 the provider's HTML is shown as text: no script, image, handler or unsafe link", async () => {
    serveModal(US_MODAL, () => HttpResponse.html(PROVIDER_PAGE))
    const { user, learnMore } = await openProductPage()
    await user.click(learnMore)
    const dialog = await screen.findByRole("dialog")
    await within(dialog).findByText("Always interest-free, when you pay on time.")
    expect(dialog.querySelector("script, style, img, [onerror]")).toBeNull()
    expect(within(dialog).getByRole("link", { name: "Terms" }).getAttribute("href")).toBe(
      "https://www.afterpay.com/terms",
    )
    expect(within(dialog).queryByRole("link", { name: "Trick" })).toBeNull()
    expect(within(dialog).getByText("Trick")).toBeTruthy()
    expect((window as { stolen?: string }).stolen).toBeUndefined()
  })

  it("PAYLATER-009 PAYLATER-013 a store in pounds loads Clearpay's page for en_GB", async () => {
    const requests = serveModal(GB_MODAL, () => HttpResponse.html("<p>Clearpay it.</p>"))
    const { user, learnMore } = await openProductPage("GBP")
    expect(learnMore.getAttribute("aria-label")).toBe("Learn more about Clearpay")
    await user.click(learnMore)
    const dialog = await screen.findByRole("dialog", { name: "About Clearpay" })
    expect(await within(dialog).findByText("Clearpay it.")).toBeTruthy()
    expect(requests).toEqual([GB_MODAL])
  })

  it("PAYLATER-013 shows a loading text while the provider is slow, then the page", async () => {
    let answer = () => {}
    serveModal(
      US_MODAL,
      () =>
        new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.html("<p>Pay in 4.</p>")))),
    )
    const { user, learnMore } = await openProductPage()
    await user.click(learnMore)
    const dialog = await screen.findByRole("dialog")
    expect((await within(dialog).findByRole("status")).textContent).toBe("Loading Afterpay information…")
    act(() => answer())
    expect(await within(dialog).findByText("Pay in 4.")).toBeTruthy()
    expect(within(dialog).queryByRole("status")).toBeNull()
  })
})

describe("pay-later information modal: keyboard and closing", () => {
  it("PAYLATER-012 Escape closes the dialog and focus returns to 'Learn more'", async () => {
    serveModal(US_MODAL, () => HttpResponse.html("<p>Pay in 4.</p>"))
    const { user, learnMore, container } = await openProductPage()
    await user.click(learnMore)
    await screen.findByText("Pay in 4.")
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.activeElement).toBe(learnMore)
    expect(container.hasAttribute("inert")).toBe(false)
  })

  it("PAYLATER-012 the Close button closes it, from the keyboard too, and focus returns", async () => {
    serveModal(US_MODAL, () => HttpResponse.html("<p>Pay in 4.</p>"))
    const { user, learnMore } = await openProductPage()
    learnMore.focus()
    await user.keyboard("{Enter}")
    const dialog = await screen.findByRole("dialog")
    await user.tab()
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Close" }))
    await user.keyboard("{Enter}")
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.activeElement).toBe(learnMore)
  })

  it("PAYLATER-012 a click outside closes it; a click inside does not", async () => {
    serveModal(US_MODAL, () => HttpResponse.html("<p>Pay in 4.</p>"))
    const { user, learnMore } = await openProductPage()
    await user.click(learnMore)
    const dialog = await screen.findByRole("dialog")
    await user.click(await within(dialog).findByText("Pay in 4."))
    expect(screen.getByRole("dialog")).toBe(dialog)
    await user.click(dialog.parentElement as HTMLElement)
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.activeElement).toBe(learnMore)
  })

  it("PAYLATER-012 Tab and Shift+Tab stay inside the dialog", async () => {
    serveModal(US_MODAL, () =>
      HttpResponse.html('<p>See the <a href="https://www.afterpay.com/terms">terms</a>.</p>'),
    )
    const { user, learnMore } = await openProductPage()
    await user.click(learnMore)
    const dialog = await screen.findByRole("dialog")
    const terms = await within(dialog).findByRole("link", { name: "terms" })
    const close = within(dialog).getByRole("button", { name: "Close" })
    await user.tab()
    expect(document.activeElement).toBe(close)
    await user.tab()
    expect(document.activeElement).toBe(terms)
    await user.tab()
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(terms)
  })
})

describe("pay-later information modal: a failed fetch is only logged", () => {
  const expectOnlyLogged = async () => {
    const dialog = await screen.findByRole("dialog", { name: "About Afterpay" })
    expect(await within(dialog).findByText(FALLBACK)).toBeTruthy()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.join(" ")).toContain("PAYLATER-014")
    expect(screen.queryByRole("alert")).toBeNull()
    expect(screen.queryByText(/error|went wrong|try again/i)).toBeNull()
    return dialog
  }

  it("PAYLATER-014 PAYLATER-007 a 500 from the provider is logged; the visitor sees the plain fallback", async () => {
    serveModal(US_MODAL, () => new HttpResponse("Internal error", { status: 500 }))
    const { user, learnMore } = await openProductPage()
    await user.click(learnMore)
    await expectOnlyLogged()
    expect(warn.mock.calls[0]?.join(" ")).toContain("HTTP 500")
  })

  it("PAYLATER-014 a network failure is logged; the visitor sees the plain fallback", async () => {
    serveModal(US_MODAL, () => HttpResponse.error())
    const { user, learnMore } = await openProductPage()
    await user.click(learnMore)
    await expectOnlyLogged()
  })

  it("PAYLATER-014 a page with no text is logged like a failure", async () => {
    serveModal(US_MODAL, () => HttpResponse.html("<script>x()</script>"))
    const { user, learnMore } = await openProductPage()
    await user.click(learnMore)
    await expectOnlyLogged()
  })

  it("PAYLATER-014 no answer within 8 s is logged; until then the dialog says it is loading", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    serveModal(US_MODAL, () => new Promise<Response>(() => {}))
    const { user, learnMore } = await openProductPage()
    await user.click(learnMore)
    const dialog = await screen.findByRole("dialog")
    await advance(PAY_LATER_MODAL_TIMEOUT_MS - 1)
    expect(within(dialog).getByRole("status").textContent).toBe("Loading Afterpay information…")
    expect(warn).not.toHaveBeenCalled()
    await advance(1)
    await expectOnlyLogged()
  })

  it("PAYLATER-014 after a failure, opening again asks the provider again", async () => {
    let status = 500
    const requests = serveModal(US_MODAL, () =>
      status === 500 ? new HttpResponse(null, { status }) : HttpResponse.html("<p>Pay in 4.</p>"),
    )
    const { user, learnMore } = await openProductPage()
    await user.click(learnMore)
    await expectOnlyLogged()
    await user.keyboard("{Escape}")
    status = 200
    await user.click(learnMore)
    expect(await screen.findByText("Pay in 4.")).toBeTruthy()
    expect(requests).toHaveLength(2)
  })

  it("PAYLATER-012 PAYLATER-014 closing while loading cancels the fetch without a warning", async () => {
    serveModal(US_MODAL, () => new Promise<Response>(() => {}))
    const { user, learnMore } = await openProductPage()
    await user.click(learnMore)
    await screen.findByRole("dialog")
    await user.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(warn).not.toHaveBeenCalled()
  })
})
