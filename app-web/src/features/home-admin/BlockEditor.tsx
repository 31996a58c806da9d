import { CODE_EDITING_UNAVAILABLE, HOME_LAYOUT_LIMITS, type HomeBlock, SITE_LIMITS } from "@vitrine/core/site"
import { useId } from "react"
import { FieldError } from "../site-admin/FieldError.tsx"
import { AlbumEditor } from "./AlbumEditor.tsx"
import { Field } from "./Field.tsx"
import { RichTextField } from "./RichTextField.tsx"
import { SmugmugEditor } from "./SmugmugEditor.tsx"
import { HOME_TEXT } from "./text.ts"

// A field's message, or the first of the parts inside it (a rich text's link is `….runs.0.href`).
const fieldError = (errors: Readonly<Record<string, string>>, field: string): string | undefined =>
  errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1]

/**
 * The fields of one block, by kind: a text's heading and paragraph (rich text, `RichTextField`); a marquee's text and wave
 * (CONST-011: straight or wave, the other presets shown, not editable); a video's address; a code
 * block's HTML, except on Android, where the editor gives way to EDITOR-045's message; an album's
 * tracks (`AlbumEditor`); a Smugmug account and gallery (`SmugmugEditor`).
 *
 * @example
 * <BlockEditor block={block} path="sections.0.blocks.0" name="block 1" errors={{}} android={false} onChange={set} />
 */
export const BlockEditor = (props: {
  block: HomeBlock
  path: string
  name: string
  errors: Readonly<Record<string, string>>
  android: boolean
  onChange: (block: HomeBlock) => void
}) => (
  <fieldset className="home-editor-block">
    <legend className="visually-hidden">{props.name}</legend>
    <BlockFields {...props} />
  </fieldset>
)

const BlockFields = (props: {
  block: HomeBlock
  path: string
  name: string
  errors: Readonly<Record<string, string>>
  android: boolean
  onChange: (block: HomeBlock) => void
}) => {
  const { block, path, errors, onChange } = props
  const id = useId()
  switch (block.kind) {
    case "text":
      return (
        <>
          <Field
            label={HOME_TEXT.heading}
            field={`${path}.heading`}
            errors={errors}
            control={(control) => (
              <input
                {...control}
                value={block.heading}
                maxLength={HOME_LAYOUT_LIMITS.heading}
                onChange={(event) => onChange({ ...block, heading: event.target.value })}
              />
            )}
          />
          <RichTextField
            value={block.paragraph}
            error={fieldError(errors, `${path}.paragraph`)}
            onChange={(paragraph) => onChange({ ...block, paragraph })}
          />
        </>
      )
    case "marquee":
      return (
        <>
          <Field
            label={HOME_TEXT.marqueeText}
            field={`${path}.text`}
            errors={errors}
            control={(control) => (
              <input
                {...control}
                value={block.text}
                maxLength={HOME_LAYOUT_LIMITS.marqueeText}
                onChange={(event) => onChange({ ...block, text: event.target.value })}
              />
            )}
          />
          <fieldset>
            <legend>{HOME_TEXT.wave}</legend>
            {SITE_LIMITS.marquee.intensities.map((intensity) => (
              <label key={intensity}>
                <input
                  type="radio"
                  name={`${id}-wave`}
                  checked={block.intensity === intensity}
                  onChange={() => onChange({ ...block, intensity })}
                />{" "}
                {HOME_TEXT.waveOption(intensity)}
              </label>
            ))}
            <p className="settings-hint">{HOME_TEXT.marqueePresets}</p>
            <FieldError id={`${id}-wave-error`} message={errors[`${path}.intensity`]} />
          </fieldset>
        </>
      )
    case "video":
      return (
        <Field
          label={HOME_TEXT.videoUrl}
          field={`${path}.url`}
          errors={errors}
          hint={HOME_TEXT.videoHint}
          control={(control) => (
            <input
              {...control}
              type="url"
              value={block.url}
              maxLength={SITE_LIMITS.maxUrlLength}
              onChange={(event) => onChange({ ...block, url: event.target.value })}
            />
          )}
        />
      )
    case "code":
      return (
        <>
          {props.android ? (
            <p className="settings-hint" role="note">
              {CODE_EDITING_UNAVAILABLE}
            </p>
          ) : (
            <Field
              label={HOME_TEXT.code}
              field={`${path}.html`}
              errors={errors}
              hint={HOME_TEXT.codeHint}
              control={(control) => (
                <textarea
                  {...control}
                  className="home-editor-code"
                  spellCheck={false}
                  value={block.html}
                  maxLength={HOME_LAYOUT_LIMITS.code}
                  onChange={(event) => onChange({ ...block, html: event.target.value })}
                />
              )}
            />
          )}
        </>
      )
    case "album":
      return <AlbumEditor block={block} path={path} errors={errors} onChange={onChange} />
    case "smugmug":
      return <SmugmugEditor block={block} path={path} errors={errors} onChange={onChange} />
  }
}
