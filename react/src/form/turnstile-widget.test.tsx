import { render, screen, waitFor } from "@testing-library/react"
import { CAPTCHA_ERRORS } from "@vitrine/core/botcheck"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Captcha, type CaptchaHandle } from "./Captcha.tsx"

// Cloudflare's script, as its documented API: render(container, options) → widget id, reset(id), remove(id).
const cloudflare = () => {
  const api = {
    render: vi.fn((_container: HTMLElement, _options: Record<string, unknown>) => "widget-1"),
    reset: vi.fn(),
    remove: vi.fn(),
  }
  window.turnstile = api
  return api
}
afterEach(() => {
  delete window.turnstile
})

const turnstileChallenge = (siteKey: string | null) =>
  vi.fn(async (url: string) => ({
    provider: "turnstile",
    siteKey,
    action: new URL(url, "http://x").searchParams.get("action"),
  }))

const captcha = (props: { visible: boolean; readChallenge: (url: string) => Promise<unknown> }) => {
  const onToken = vi.fn()
  const handle: { current: CaptchaHandle | null } = { current: null }
  const view = render(
    <Captcha
      challengeUrl="/api/captcha/challenge?action=FORM_BLOCK_SUBMISSION"
      theme="dark"
      alignment="left"
      onToken={onToken}
      handle={handle}
      {...props}
    />,
  )
  return { onToken, handle, view }
}

describe("the Turnstile widget, when the store verifies with Cloudflare", () => {
  it("CAPTCHA-001 CAPTCHA-002 CAPTCHA-003 renders for the store's site key and the form's action; its token, or null on an error", async () => {
    const api = cloudflare()
    const { onToken, handle } = captcha({ visible: true, readChallenge: turnstileChallenge("0x4AAAAAAA") })
    await waitFor(() => expect(api.render).toHaveBeenCalledTimes(1))
    const options = api.render.mock.calls[0]?.[1] ?? {}
    expect(options).toMatchObject({
      sitekey: "0x4AAAAAAA",
      action: "FORM_BLOCK_SUBMISSION",
      theme: "dark",
      size: "normal",
    })
    ;(options.callback as (token: string) => void)("token-from-cloudflare")
    expect(onToken).toHaveBeenLastCalledWith("token-from-cloudflare")
    ;(options["error-callback"] as () => void)()
    expect(onToken).toHaveBeenLastCalledWith(null)
    ;(options["expired-callback"] as () => void)()
    expect(onToken).toHaveBeenLastCalledWith(null)
    handle.current?.reset()
    expect(api.reset).toHaveBeenCalledWith("widget-1")
  })

  it("CAPTCHA-007 nothing is read or rendered before a field of the form had the focus", async () => {
    const api = cloudflare()
    const readChallenge = turnstileChallenge("0x4AAAAAAA")
    const { view } = captcha({ visible: false, readChallenge })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(readChallenge).not.toHaveBeenCalled()
    expect(api.render).not.toHaveBeenCalled()
    view.rerender(
      <Captcha
        challengeUrl="/api/captcha/challenge?action=FORM_BLOCK_SUBMISSION"
        theme="dark"
        alignment="left"
        onToken={() => {}}
        visible
        readChallenge={readChallenge}
      />,
    )
    await waitFor(() => expect(api.render).toHaveBeenCalledTimes(1))
  })

  it("CAPTCHA-004 CAPTCHA-005 without a site key the load is rejected: 'ReCaptcha has not been set up!' and a null token", async () => {
    const api = cloudflare()
    const { onToken } = captcha({ visible: true, readChallenge: turnstileChallenge(null) })
    expect((await screen.findByRole("alert")).textContent).toBe(CAPTCHA_ERRORS.notSetUp)
    expect(onToken).toHaveBeenLastCalledWith(null)
    expect(api.render).not.toHaveBeenCalled()
  })

  it("a widget whose form goes away is removed from Cloudflare's script", async () => {
    const api = cloudflare()
    const { view } = captcha({ visible: true, readChallenge: turnstileChallenge("0x4AAAAAAA") })
    await waitFor(() => expect(api.render).toHaveBeenCalledTimes(1))
    view.unmount()
    expect(api.remove).toHaveBeenCalledWith("widget-1")
  })

  it("CAPTCHA-008 CAPTCHA-009 CAPTCHA-010 compact in a box under 320 px, stacked at 12000 on a page and 100000001 in a lightbox", async () => {
    const api = cloudflare()
    const width = window.innerWidth
    window.innerWidth = 300
    try {
      const { view } = captcha({ visible: true, readChallenge: turnstileChallenge("0x4AAAAAAA") })
      await waitFor(() => expect(api.render).toHaveBeenCalled())
      expect(api.render.mock.calls.at(-1)?.[1]).toMatchObject({ size: "compact" })
      const box = view.container.querySelector<HTMLElement>(".vitrine-captcha")
      expect(box?.style.zIndex).toBe("12000")
      view.rerender(
        <Captcha
          challengeUrl="/api/captcha/challenge?action=FORM_BLOCK_SUBMISSION"
          theme="dark"
          alignment="left"
          onToken={() => {}}
          visible
          inLightbox
          readChallenge={turnstileChallenge("0x4AAAAAAA")}
        />,
      )
      expect(view.container.querySelector<HTMLElement>(".vitrine-captcha")?.style.zIndex).toBe("100000001")
    } finally {
      window.innerWidth = width
    }
  })
})
