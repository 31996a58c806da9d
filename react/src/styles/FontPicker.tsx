import { FONT_PICKER_MESSAGE, searchFonts } from "@vitrine/core/site"
import { type KeyboardEvent, useId, useState } from "react"
import { withClass } from "../class-name.ts"
import type { FontCatalogue, PickerFont } from "./use-font-catalogue.ts"

/** Props of {@link FontPicker}. */
export interface FontPickerProps {
  /** The picker's visible label ("Heading font"), its combobox's name. */
  readonly label: string
  /** The font list and previews, from `useFontCatalogue` (shared by several pickers). */
  readonly catalogue: FontCatalogue
  /** The chosen font's id. */
  readonly value: string
  /** Called with a font's id when the merchant chooses it. */
  readonly onChange: (fontId: string) => void
  /** Classes added to `vitrine-font-picker`. */
  readonly className?: string
}

const clampIndex = (index: number, length: number) => Math.max(0, Math.min(length - 1, index))

/**
 * The font picker (EDITOR-003): a combobox that searches the font list as the merchant types
 * (core's `searchFonts`), each font shown in its own face. Keyboard: ArrowDown/ArrowUp open the list
 * and move through it, Home/End go to its ends, Enter chooses, Escape closes it and puts back the
 * chosen font's name. While the list loads it says so; a list that failed says "Unable to load
 * fonts" with Retry (EDITOR-042); a font whose files failed says "Unable to load preview for
 * {fontName}" with its own Retry (EDITOR-043) and shows in its fallback meanwhile. Unstyled:
 * `vitrine-font-picker`, options `vitrine-font-option` with `data-preview` `loading`, `loaded` or
 * `failed` and `data-chosen` on the chosen font (the active option is `aria-selected`, as
 * `aria-activedescendant` names it). A click on the field opens the list at the chosen font.
 *
 * @example
 * <FontPicker label="Heading font" catalogue={catalogue} value={styles.headingFont} onChange={setHeadingFont} />
 */
export const FontPicker = (props: FontPickerProps) => {
  const base = useId()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState<string | null>(null) // null: not searching, the chosen name shows
  const [active, setActive] = useState(0)
  const { catalogue } = props
  const className = withClass("vitrine-font-picker", props.className)

  if (catalogue.status === "loading") {
    return (
      <div className={className} data-state="loading">
        <p role="status">{FONT_PICKER_MESSAGE.loading}</p>
      </div>
    )
  }
  if (catalogue.status === "failed") {
    return (
      <div className={className} data-state="failed">
        <div role="alert" className="vitrine-font-picker-error">
          <p>{FONT_PICKER_MESSAGE.list}</p>
          <button type="button" onClick={catalogue.retry}>
            {FONT_PICKER_MESSAGE.retry}
          </button>
        </div>
      </div>
    )
  }

  const chosen = catalogue.fonts.find((font) => font.id === props.value)
  const shown = searchFonts(catalogue.fonts, query ?? "")
  const listId = `${base}-list`
  const optionId = (font: PickerFont) => `${base}-${font.id}`
  const activeFont = open ? shown[clampIndex(active, shown.length)] : undefined
  const failed = catalogue.fonts.filter((font) => catalogue.previews[font.id] === "failed")

  const openAt = (index: number) => {
    setOpen(true)
    setActive(clampIndex(index, shown.length))
  }
  const close = () => {
    setOpen(false)
    setQuery(null)
  }
  const choose = (font: PickerFont) => {
    props.onChange(font.id)
    close()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const current = open
      ? clampIndex(active, shown.length)
      : shown.findIndex((font) => font.id === props.value)
    const moves: Record<string, () => void> = {
      ArrowDown: () => openAt(open ? current + 1 : Math.max(0, current)),
      ArrowUp: () => openAt(open ? current - 1 : Math.max(0, current)),
      Home: () => open && openAt(0),
      End: () => open && openAt(shown.length - 1),
      Enter: () => activeFont && choose(activeFont),
      Escape: () => close(),
    }
    const move = moves[event.key]
    if (!move || ((event.key === "Home" || event.key === "End") && !open)) return
    event.preventDefault()
    move()
  }

  return (
    <div className={className} data-state="loaded">
      <label htmlFor={`${base}-input`}>{props.label}</label>
      <input
        id={`${base}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeFont ? optionId(activeFont) : undefined}
        value={query ?? chosen?.name ?? ""}
        style={chosen ? { fontFamily: chosen.stack } : undefined}
        onClick={() =>
          !open &&
          openAt(
            Math.max(
              0,
              shown.findIndex((font) => font.id === props.value),
            ),
          )
        }
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={props.label}
        hidden={!open}
        className="vitrine-font-picker-list"
      >
        {shown.map((font) => (
          <div
            key={font.id}
            id={optionId(font)}
            role="option"
            // Focus stays in the input (aria-activedescendant names the active option).
            tabIndex={-1}
            aria-selected={font === activeFont}
            data-chosen={font.id === props.value || undefined}
            data-preview={catalogue.previews[font.id] ?? "loading"}
            className="vitrine-font-option"
            style={{ fontFamily: font.stack }}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault()
              choose(font)
            }}
          >
            {font.name}
          </div>
        ))}
      </div>
      {open && shown.length === 0 ? <p role="status">{FONT_PICKER_MESSAGE.noMatch(query ?? "")}</p> : null}
      {failed.map((font) => (
        <div key={font.id} role="alert" className="vitrine-font-picker-preview-error">
          <span>{FONT_PICKER_MESSAGE.preview(font.name)}</span>{" "}
          <button
            type="button"
            aria-label={`${FONT_PICKER_MESSAGE.retry} ${font.name}`}
            onClick={() => catalogue.retryPreview(font.id)}
          >
            {FONT_PICKER_MESSAGE.retry}
          </button>
        </div>
      ))}
    </div>
  )
}
