import { captchaLoad, captchaToken } from "@vitrine/core/botcheck"
import { useEffect, useRef, useState } from "react"
import type { CaptchaHandle } from "./Captcha.tsx"

/** Cloudflare's script, rendering widgets only when asked (`render=explicit`). */
export const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit"

interface TurnstileApi {
  readonly render: (container: HTMLElement, options: Readonly<Record<string, unknown>>) => string | undefined
  readonly reset: (widgetId?: string) => void
  readonly remove: (widgetId?: string) => void
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

let script: Promise<TurnstileApi> | undefined

// The script once per page, shared by every form on it.
const loadTurnstile = (): Promise<TurnstileApi> => {
  if (window.turnstile) return Promise.resolve(window.turnstile)
  script ??= new Promise<TurnstileApi>((resolve, reject) => {
    const tag = document.createElement("script")
    tag.src = TURNSTILE_SCRIPT
    tag.async = true
    tag.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("no turnstile")))
    tag.onerror = () => {
      script = undefined
      reject(new Error("Turnstile did not load"))
    }
    document.head.append(tag)
  })
  return script
}

/** Props of {@link TurnstileWidget}. */
export interface TurnstileWidgetProps {
  /** The site key the store handed out (CAPTCHA-001); null or blank rejects the load (CAPTCHA-004). */
  readonly siteKey: string | null
  /** The action the token is made for, which the server checks (CAPTCHA-002). */
  readonly action: string
  readonly theme: "light" | "dark"
  readonly size: "compact" | "normal"
  readonly onToken: (token: string | null) => void
  readonly handle?: { current: CaptchaHandle | null } | undefined
}

/**
 * Cloudflare Turnstile's widget, for a store that verifies with Turnstile: Cloudflare's script is
 * added to the page the first time one renders, then the widget is rendered for the site key and the
 * action, in the size the box has room for. Its token goes to `onToken`; an error or an expired token
 * gives null (CAPTCHA-003). Without a site key nothing loads and "ReCaptcha has not been set up!" shows
 * (CAPTCHA-004, CAPTCHA-005). A widget whose form goes away is removed from Cloudflare's script.
 *
 * @example
 * <TurnstileWidget siteKey="0x4AAA…" action="FORM_BLOCK_SUBMISSION" theme="light" size="normal" onToken={setToken} />
 */
export const TurnstileWidget = ({ siteKey, action, theme, size, onToken, handle }: TurnstileWidgetProps) => {
  const box = useRef<HTMLDivElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    const load = captchaLoad(siteKey)
    const element = box.current
    if (!load.ok) {
      setProblem(load.error)
      onToken(null)
      return
    }
    if (element === null) return
    let live = true
    let widgetId: string | undefined
    let api: TurnstileApi | undefined
    loadTurnstile().then(
      (turnstile) => {
        if (!live) return
        api = turnstile
        widgetId = turnstile.render(element, {
          sitekey: load.siteKey,
          action,
          theme,
          size,
          callback: (token: unknown) => onToken(captchaToken(token)),
          "error-callback": () => onToken(null),
          "expired-callback": () => onToken(null),
        })
        if (handle) handle.current = { reset: () => turnstile.reset(widgetId) }
      },
      () => live && onToken(null),
    )
    return () => {
      live = false
      if (api !== undefined && widgetId !== undefined) api.remove(widgetId)
    }
  }, [siteKey, action, theme, size, onToken, handle])

  return (
    <>
      <div ref={box} className="vitrine-turnstile" />
      {problem !== null && (
        <p role="alert" className="vitrine-form-message">
          {problem}
        </p>
      )}
    </>
  )
}
