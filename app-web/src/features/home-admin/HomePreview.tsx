import {
  type HomeLayout,
  PREVIEW_FRAME_WIDTH,
  type PreviewLanguage,
  previewFrameLocation,
} from "@vitrine/core/site"
import { escapeAttribute } from "@vitrine/core/template"
import { useId, useState } from "react"
import { createPortal } from "react-dom"
import { HomeSections } from "../../components/HomeSections.tsx"
import { HOME_TEXT } from "./text.ts"

type Device = keyof typeof PREVIEW_FRAME_WIDTH
const DEVICES = ["desktop", "tablet", "phone"] as const satisfies ReadonlyArray<Device>

// The frame's document gets the page's stylesheets, so the sections look as on the storefront.
const withPageStyles = (frame: HTMLIFrameElement): HTMLElement | null => {
  const document = frame.contentDocument
  if (!document) return null
  for (const style of window.document.querySelectorAll('style, link[rel="stylesheet"]'))
    document.head.append(style.cloneNode(true))
  return document.body
}

/**
 * The home page's sections as the storefront renders them, in a frame as wide as the chosen
 * device's screen (ENUM-017; CONST-002: desktop 1024, phone 428; tablet 768, ours): the frame's own
 * viewport, so the sections' percent padding and the page's mobile layout apply as on that device.
 * The device buttons are a group of toggle buttons; the frame scrolls sideways where the screen is
 * narrower.
 *
 * The frame's location (UI-004) is the storefront address of the home page it shows, in the
 * language under `languagePrefix` (default `""`, the primary language's): its document's
 * `<base href>`, against which the sections' links to pages of the site, the cart's among them, are
 * written (`frameSiteHref`), so they open in the frame, not at the editor's address. When the site
 * has several `languages` (`previewLanguages`), a labelled select above the frame (a native one:
 * the keyboard's arrows pick) switches the frame to that language's page, its prefix; with one it
 * shows no select.
 *
 * @example
 * <HomePreview layout={draft} languages={previewLanguages(settings)} />
 */
export const HomePreview = ({
  layout,
  languagePrefix = "",
  languages = [],
}: {
  layout: HomeLayout
  languagePrefix?: string
  languages?: readonly PreviewLanguage[]
}) => {
  const [device, setDevice] = useState<Device>("desktop")
  const [prefix, setPrefix] = useState(languagePrefix)
  const [body, setBody] = useState<HTMLElement | null>(null)
  const languageId = useId()
  const width = PREVIEW_FRAME_WIDTH[device]
  const frameLocation = previewFrameLocation(window.location.origin, prefix)
  return (
    <section className="home-preview" aria-label={HOME_TEXT.preview}>
      <h2>{HOME_TEXT.preview}</h2>
      <fieldset className="home-preview-devices">
        <legend>{HOME_TEXT.deviceLegend}</legend>
        {DEVICES.map((each) => (
          <button
            key={each}
            type="button"
            className="button button-secondary"
            aria-pressed={device === each}
            onClick={() => setDevice(each)}
          >
            {HOME_TEXT.deviceWidth(HOME_TEXT.device[each], PREVIEW_FRAME_WIDTH[each])}
          </button>
        ))}
      </fieldset>
      {languages.length > 1 && (
        <p className="home-preview-language">
          <label htmlFor={languageId}>{HOME_TEXT.previewLanguage}</label>{" "}
          <select id={languageId} value={prefix} onChange={(event) => setPrefix(event.target.value)}>
            {languages.map((language) => (
              <option key={language.tag} value={language.prefix}>
                {HOME_TEXT.languageOption(language.name, language.published)}
              </option>
            ))}
          </select>
        </p>
      )}
      <div className="home-preview-viewport">
        <iframe
          title={HOME_TEXT.previewFrame(HOME_TEXT.device[device])}
          className="home-preview-frame"
          style={{ width: `${width}px` }}
          width={width}
          srcDoc={`<!doctype html><html><head><base href="${escapeAttribute(frameLocation)}"></head><body></body></html>`}
          onLoad={(event) => setBody(withPageStyles(event.currentTarget))}
        />
        {body && createPortal(<HomeSections layout={layout} frameLocation={frameLocation} />, body)}
      </div>
    </section>
  )
}
