import { type PayLaterLocale, type PayLaterModalEvent, payLaterModalUrl } from "@vitrine/core/paylater"
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef } from "react"
import { createPortal } from "react-dom"
import { type PayLaterTexts, providerText } from "./pay-later-texts.ts"
import { usePayLaterModal } from "./use-pay-later-modal.ts"

/**
 * The events that close the modal (PAYLATER-012).
 *
 * @example
 * const closing: PayLaterModalClosing = "escape"
 */
export type PayLaterModalClosing = Extract<PayLaterModalEvent, "close-button" | "escape" | "outside-click">

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * While the dialog is open the page behind it is inert (no focus, no clicks, hidden from assistive
 * technology) and does not scroll; on closing, focus goes back to `returnFocus`. Focus can only
 * return once the page is no longer inert, so both happen in one cleanup, in that order.
 */
const useModalPage = (
  root: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  returnFocus: RefObject<HTMLElement | null>,
) => {
  useEffect(() => {
    const background = Array.from(document.body.children).filter(
      (element) =>
        element !== root.current && element.localName !== "script" && !element.hasAttribute("inert"),
    )
    for (const element of background) element.setAttribute("inert", "")
    const overflow = document.body.style.overflow
    document.body.style.overflow = "hidden"
    panel.current?.focus()
    return () => {
      for (const element of background) element.removeAttribute("inert")
      document.body.style.overflow = overflow
      returnFocus.current?.focus()
    }
  }, [root, panel, returnFocus])
}

// Tab and Shift+Tab cycle through the dialog's controls and links instead of leaving it.
const trapTab = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key !== "Tab") return
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE))
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (first === undefined || last === undefined) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * The pay-later information modal (PAYLATER-011 to PAYLATER-014), loaded lazily by `PayLaterLine`
 * on the first "Learn more". A modal dialog over an inert page: focus moves into it, Tab stays in
 * it, and the Close button, Escape or a click outside close it (PAYLATER-012), after which focus
 * returns to `returnFocus`. The provider's page for the locale is fetched while it shows
 * "Loading…"; its words are shown, never its HTML (see `payLaterModalNodes`). When the fetch fails
 * the failure is only logged (PAYLATER-014) and the dialog shows core's plain fallback text:
 * the visitor asked to learn more, so the dialog opens either way and says what pay-later is,
 * without an alert or an error screen (core's `payLaterModalFallback`, in the page's language).
 *
 * @example
 * <PayLaterDialog locale="en_US" brandName="Afterpay" returnFocus={learnMore} onClose={close} />
 */
export const PayLaterDialog = (props: {
  locale: PayLaterLocale
  brandName: string
  /** The page's dictionary: the dialog's own texts in its language (English without). */
  texts?: PayLaterTexts | undefined
  returnFocus: RefObject<HTMLElement | null>
  onClose: (event: PayLaterModalClosing) => void
}) => {
  const { locale, brandName, texts, returnFocus, onClose } = props
  const content = usePayLaterModal(payLaterModalUrl(locale))
  const titleId = useId()
  const root = useRef<HTMLDivElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const pressedOutside = useRef(false)
  const latestOnClose = useRef(onClose)
  useEffect(() => {
    latestOnClose.current = onClose
  })
  useModalPage(root, panel, returnFocus)

  // On the document, so Escape closes the dialog wherever focus is.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") latestOnClose.current("escape")
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [])

  return createPortal(
    // The backdrop is not a control: the keyboard closes with Escape or the Close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: a click outside the dialog closes it (PAYLATER-012)
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document
    <div
      ref={root}
      className="vitrine-pay-later-backdrop"
      onMouseDown={(event) => {
        pressedOutside.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (pressedOutside.current && event.target === event.currentTarget) onClose("outside-click")
      }}
    >
      <div
        ref={panel}
        className="vitrine-pay-later-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        <div className="vitrine-pay-later-dialog-header">
          <h2 id={titleId}>{providerText(texts, "payLaterAbout", brandName)}</h2>
          <button type="button" className="vitrine-pay-later-close" onClick={() => onClose("close-button")}>
            {providerText(texts, "close", brandName)}
          </button>
        </div>
        <div className="vitrine-pay-later-dialog-body">
          {content.status === "loading" && (
            <p role="status">{providerText(texts, "payLaterLoading", brandName)}</p>
          )}
          {content.status === "ready" && content.nodes}
          {content.status === "failed" && <p>{providerText(texts, "payLaterFallback", brandName)}</p>}
        </div>
      </div>
    </div>,
    document.body,
  )
}
