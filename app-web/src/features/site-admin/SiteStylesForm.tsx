import type { SiteStylesClient } from "@vitrine/adapter-http/client"
import { websiteColourCss } from "@vitrine/core/colour"
import { onAccentColour, type SiteColours, type SiteStyles } from "@vitrine/core/site"
import { ColourPicker, FontPicker, StyleGuide, useFontCatalogue } from "@vitrine/react"
import { useState } from "react"
import { SaveActions } from "../admin/SaveActions.tsx"
import { useUnsavedChanges } from "../admin/use-unsaved-changes.tsx"
import { FieldError } from "./FieldError.tsx"
import { STYLES_TEXT } from "./styles-text.ts"

type Status =
  | { readonly phase: "idle" | "saving" | "saved" }
  | { readonly phase: "failed"; readonly message: string; readonly errors: Readonly<Record<string, string>> }

const COLOURS: ReadonlyArray<keyof SiteColours> = ["accent", "background", "text"]
const same = (a: SiteStyles, b: SiteStyles) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The site styles editor: the heading and body fonts (`FontPicker`, one font list for both, with the
 * `StyleGuide` drawing them in the chosen colours) and the accent, background and text colours
 * (`ColourPicker`), one save for all. "Saving…" and "Saved." are announced politely; a refusal is
 * an alert, and each field the server refused shows its message beside it. Leaving with unsaved
 * edits asks to save or discard them (`useUnsavedChanges`).
 *
 * @example
 * <SiteStylesForm client={client} saved={styles} />
 */
export const SiteStylesForm = (props: { readonly client: SiteStylesClient; readonly saved: SiteStyles }) => {
  const { client } = props
  const [saved, setSaved] = useState(props.saved)
  const [draft, setDraft] = useState(props.saved)
  const [status, setStatus] = useState<Status>({ phase: "idle" })
  const catalogue = useFontCatalogue(async () => {
    const result = await client.fonts()
    if (!result.ok) throw new Error(result.error.message)
    return result.value.fonts
  })
  const dirty = !same(draft, saved)
  const errors = status.phase === "failed" ? status.errors : {}

  const edit = (change: Partial<SiteStyles>) => {
    setDraft({ ...draft, ...change })
    if (status.phase === "saved") setStatus({ phase: "idle" })
  }
  const save = async (): Promise<boolean> => {
    if (status.phase === "saving") return false
    setStatus({ phase: "saving" })
    const result = await client.saveStyles(draft)
    if (!result.ok) {
      setStatus({ phase: "failed", message: result.error.message, errors: result.error.fieldErrors })
      return false
    }
    setSaved(result.value)
    setDraft(result.value)
    setStatus({ phase: "saved" })
    return true
  }
  const leaving = useUnsavedChanges({ dirty, save, discard: () => setDraft(saved), texts: STYLES_TEXT })
  const stackOf = (id: string) =>
    catalogue.status === "loaded" ? catalogue.fonts.find((font) => font.id === id)?.stack : undefined

  return (
    <form
      className="settings-form site-styles-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <p className="settings-hint">{STYLES_TEXT.intro}</p>
      {leaving.prompt}
      <fieldset>
        <legend>{STYLES_TEXT.fonts}</legend>
        {(["headingFont", "bodyFont"] as const).map((field) => (
          <div className="field" key={field}>
            <FontPicker
              label={STYLES_TEXT[field]}
              catalogue={catalogue}
              value={draft[field]}
              onChange={(id) => edit({ [field]: id })}
            />
            <FieldError id={`site-styles-${field}-error`} message={errors[field]} />
          </div>
        ))}
        <StyleGuide
          headingFont={stackOf(draft.headingFont) ?? "inherit"}
          bodyFont={stackOf(draft.bodyFont) ?? "inherit"}
          colours={{
            accent: websiteColourCss(draft.colours.accent),
            onAccent: onAccentColour(draft),
            text: websiteColourCss(draft.colours.text),
            background: websiteColourCss(draft.colours.background),
          }}
        />
      </fieldset>
      <fieldset>
        <legend>{STYLES_TEXT.colours}</legend>
        {COLOURS.map((name) => (
          <div className="field" key={name}>
            <ColourPicker
              label={STYLES_TEXT[name]}
              value={draft.colours[name]}
              onChange={(colour) => edit({ colours: { ...draft.colours, [name]: colour } })}
            />
            {name === "accent" && <p className="settings-hint">{STYLES_TEXT.accentHint}</p>}
            <FieldError id={`site-styles-${name}-error`} message={errors[`colours.${name}`]} />
          </div>
        ))}
      </fieldset>
      <SaveActions status={status} texts={STYLES_TEXT} />
    </form>
  )
}
