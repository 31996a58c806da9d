import { badgeZIndex, captchaToken, widgetSize } from "@vitrine/core/botcheck"
import { createElement, useEffect, useRef, useState } from "react"
import { TurnstileWidget } from "./TurnstileWidget.tsx"

const fetchChallenge = async (url: string): Promise<unknown> => {
  const response = await fetch(url, { credentials: "same-origin" })
  return response.ok ? response.json() : null
}

interface TurnstileChallenge {
  readonly siteKey: string | null
  readonly action: string
}

// The store's challenge for the action: Turnstile's bootstrap (`provider: "turnstile"`), or null for
// an ALTCHA challenge (the ALTCHA widget fetches a fresh one itself; an unused one costs nothing).
// A challenge that cannot be read (offline, a refused request) falls back to ALTCHA too: its widget
// asks for its own challenge and reports its own failure, rather than the form having no captcha.
const hostedChallenge = async (
  challengeUrl: string,
  readChallenge: (url: string) => Promise<unknown>,
): Promise<TurnstileChallenge | null> => {
  const body = await readChallenge(challengeUrl).catch(() => null)
  if (typeof body !== "object" || body === null) return null
  const { provider, siteKey, action } = body as Record<string, unknown>
  if (provider !== "turnstile") return null
  return {
    siteKey: typeof siteKey === "string" ? siteKey : null,
    action: typeof action === "string" ? action : "",
  }
}

/** What the form block can ask of its captcha: forget the current token and start again (FORMSUBMIT-008). */
export interface CaptchaHandle {
  readonly reset: () => void
}

/** Props of {@link Captcha}. */
export interface CaptchaProps {
  /** Where the widget fetches its challenge (the store's `GET /api/captcha/challenge?action=`). */
  readonly challengeUrl: string
  /** False until a field of the form got focus: the badge stays hidden and the script unloaded till then (CAPTCHA-007). */
  readonly visible: boolean
  /** Inside the additional-fields lightbox the badge stacks above it (CAPTCHA-010). */
  readonly inLightbox?: boolean
  readonly theme: "light" | "dark"
  readonly alignment: "left" | "center" | "right"
  /** The token once the proof of work is done; null when there is none (CAPTCHA-003). */
  readonly onToken: (token: string | null) => void
  /** Reads the store's challenge (JSON, or null when refused); default a same-origin fetch. */
  readonly readChallenge?: (url: string) => Promise<unknown>
  /** Set by the block to reset the widget after a failed submission. */
  readonly handle?: { current: CaptchaHandle | null }
}

interface AltchaElement extends HTMLElement {
  reset?: () => void
  verify?: () => Promise<unknown>
}

/**
 * The form's captcha: the self-hosted ALTCHA (proof of work in the browser's workers, no third party:
 * it works offline), or Cloudflare Turnstile when the store's challenge says so (`TurnstileWidget`).
 * Nothing loads until `visible` turns true, that is on the first focus of one of the form's fields
 * (the badge is hidden till then, CAPTCHA-007); then the store's challenge for the action is read once
 * to learn which widget it verifies with, and ALTCHA's script (about 34 KB gzip) or Cloudflare's is
 * loaded. It solves as soon as it loads (`auto="onload"`), so the token is
 * usually there by the time the visitor presses submit. Compact under 320 px wide (CAPTCHA-008);
 * z-index 12000 on a page and 100000001 in a lightbox (CAPTCHA-009, CAPTCHA-010).
 *
 * @example
 * <Captcha challengeUrl="/api/captcha/challenge?action=FORM_BLOCK_SUBMISSION" visible={focused} theme="light" alignment="left" onToken={setToken} />
 */
export const Captcha = ({
  challengeUrl,
  visible,
  inLightbox = false,
  theme,
  alignment,
  onToken,
  handle,
  readChallenge = fetchChallenge,
}: CaptchaProps) => {
  const [loaded, setLoaded] = useState(false)
  const [turnstile, setTurnstile] = useState<TurnstileChallenge | null>(null)
  const [size, setSize] = useState<"compact" | "normal">("normal")
  const box = useRef<HTMLDivElement>(null)
  const widget = useRef<AltchaElement>(null)

  useEffect(() => {
    if (!visible || loaded) return
    let live = true
    // The store says which widget it verifies with: Turnstile's site key, or an ALTCHA challenge.
    hostedChallenge(challengeUrl, readChallenge)
      .then((hosted) => {
        if (hosted !== null) return live && setTurnstile(hosted)
        return import("altcha").then(() => live && setLoaded(true))
      })
      .then(
        () => {},
        () => live && onToken(null),
      )
    return () => {
      live = false
    }
  }, [visible, loaded, onToken, challengeUrl, readChallenge])

  useEffect(() => {
    const element = widget.current
    if (!loaded || element === null) return
    const changed = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: unknown }>).detail
      onToken(detail?.state === "verified" ? captchaToken(detail.payload) : null)
    }
    element.addEventListener("statechange", changed)
    // A reset challenge is solved again at once: the work is invisible, so there is nothing to ask of the visitor.
    if (handle) {
      handle.current = {
        reset: () => {
          element.reset?.()
          void element.verify?.()?.catch?.(() => onToken(null))
        },
      }
    }
    return () => element.removeEventListener("statechange", changed)
  }, [loaded, onToken, handle])

  useEffect(() => {
    const element = box.current
    if (element === null) return
    const measure = () => setSize(widgetSize(element.getBoundingClientRect().width || window.innerWidth))
    measure()
    window.addEventListener("resize", measure)
    return () => window.removeEventListener("resize", measure)
  }, [])

  return (
    <div
      ref={box}
      className="vitrine-captcha"
      data-size={size}
      data-theme={theme}
      hidden={!visible}
      style={{ position: "relative", zIndex: badgeZIndex({ inLightbox }), textAlign: alignment }}
    >
      {turnstile !== null ? (
        <TurnstileWidget
          siteKey={turnstile.siteKey}
          action={turnstile.action}
          theme={theme}
          size={size}
          onToken={onToken}
          handle={handle}
        />
      ) : loaded ? (
        createElement("altcha-widget", {
          ref: widget,
          challenge: challengeUrl,
          auto: "onload",
          name: "captcha",
        })
      ) : null}
    </div>
  )
}
