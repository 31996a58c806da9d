import {
  type ColourField,
  colourFieldTexts,
  colourFromField,
  type WebsiteColour,
  websiteColourCss,
} from "@vitrine/core/colour"
import { useId, useState } from "react"
import { withClass } from "../class-name.ts"

/** Props of {@link ColourPicker}. */
export interface ColourPickerProps {
  /** The picker's name, shown as its legend ("Accent colour"). */
  readonly label: string
  /** The colour shown; the owner keeps it (controlled). */
  readonly value: WebsiteColour
  /** Called with each good colour typed in any field. */
  readonly onChange: (colour: WebsiteColour) => void
  /** Each field's visible label; default English. */
  readonly fieldLabels?: Partial<Record<ColourField, string>>
  /** Classes added to `vitrine-colour-picker`. */
  readonly className?: string
}

const LABELS: Record<ColourField, string> = {
  hex: "Hex",
  red: "Red",
  green: "Green",
  blue: "Blue",
  hue: "Hue",
  saturation: "Saturation (%)",
  lightness: "Lightness (%)",
  alpha: "Alpha",
}

const GROUPS: ReadonlyArray<ReadonlyArray<ColourField>> = [
  ["hex"],
  ["red", "green", "blue"],
  ["hue", "saturation", "lightness"],
  ["alpha"],
]

/**
 * The colour picker (COLOUR-010): a swatch and hex, RGB, HSL and alpha fields kept in sync, each
 * labelled, in a fieldset named by `label`. Each field is read with core's `colourFromField`: a good
 * value updates the colour (and every other field); a bad one shows the field's message under it
 * (tied with `aria-describedby`, `aria-invalid`) and the colour stays the last good one. A field
 * keeps what is typed while it has focus, and shows the colour's own text once left (unless
 * wrong). Unstyled: `vitrine-colour-picker`, the swatch `vitrine-colour-swatch` painted with the
 * colour (alpha included).
 *
 * @example
 * <ColourPicker label="Accent colour" value={accent} onChange={setAccent} />
 */
export const ColourPicker = (props: ColourPickerProps) => {
  const base = useId()
  const [drafts, setDrafts] = useState<Partial<Record<ColourField, string>>>({})
  const [errors, setErrors] = useState<Partial<Record<ColourField, string>>>({})
  const texts = colourFieldTexts(props.value)
  const labels = { ...LABELS, ...props.fieldLabels }

  const edit = (field: ColourField, text: string) => {
    const result = colourFromField(props.value, field, text)
    // Only the field typed in keeps its text: the others follow the new colour.
    setDrafts({ [field]: text })
    setErrors(result.ok ? {} : { [field]: result.message })
    if (result.ok) props.onChange(result.colour)
  }
  const leave = (field: ColourField) => {
    if (errors[field] === undefined) setDrafts({})
  }

  return (
    <fieldset className={withClass("vitrine-colour-picker", props.className)}>
      <legend>{props.label}</legend>
      <span
        className="vitrine-colour-swatch"
        role="img"
        aria-label={`${props.label}: ${texts.hex}, alpha ${texts.alpha}`}
        style={{ background: websiteColourCss(props.value, true) }}
      />
      {GROUPS.map((group) => (
        <div key={group.join("-")} className="vitrine-colour-picker-group">
          {group.map((field) => {
            const id = `${base}-${field}`
            const error = errors[field]
            return (
              <div key={field} className="vitrine-colour-picker-field">
                <label htmlFor={id}>{labels[field]}</label>
                <input
                  id={id}
                  type="text"
                  inputMode={field === "hex" ? "text" : "decimal"}
                  spellCheck={false}
                  autoComplete="off"
                  value={drafts[field] ?? texts[field]}
                  aria-invalid={error !== undefined}
                  aria-describedby={error === undefined ? undefined : `${id}-error`}
                  onChange={(event) => edit(field, event.target.value)}
                  onBlur={() => leave(field)}
                />
                {error === undefined ? null : (
                  <p id={`${id}-error`} className="vitrine-colour-picker-message" role="alert">
                    {error}
                  </p>
                )}
              </div>
            )
          })}
        </div>
      ))}
    </fieldset>
  )
}
