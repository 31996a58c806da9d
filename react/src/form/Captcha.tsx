import { badgeZIndex, captchaToken, widgetSize } from "@vitrine/core/botcheck"
import { createElement, useEffect, useRef, useState } from "react"

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
  /** Set by the block to reset the widget after a failed submission. */
  readonly handle?: { current: CaptchaHandle | null }
}

interface AltchaElement extends HTMLElement {
  reset?: () => void
  verify?: () => Promise<unknown>
}

/**
 * The self-hosted captcha (ALTCHA's widget, proof of work in the browser's workers, no third party:
 * it works offline). The widget's script (about 34 KB gzip) is imported only once `visible` turns
 * true, that is on the first focus of one of the form's fields; before that nothing renders (the
 * badge is hidden, CAPTCHA-007). It solves as soon as it loads (`auto="onload"`), so the token is
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
}: CaptchaProps) => {
  const [loaded, setLoaded] = useState(false)
  const [size, setSize] = useState<"compact" | "normal">("normal")
  const box = useRef<HTMLDivElement>(null)
  const widget = useRef<AltchaElement>(null)

  useEffect(() => {
    if (!visible || loaded) return
    let live = true
    import("altcha").then(
      () => live && setLoaded(true),
      () => live && onToken(null),
    )
    return () => {
      live = false
    }
  }, [visible, loaded, onToken])

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
      {loaded
        ? createElement("altcha-widget", {
            ref: widget,
            challenge: challengeUrl,
            auto: "onload",
            name: "captcha",
          })
        : null}
    </div>
  )
}
