import type { HomeBlock, SmugmugGallery } from "@vitrine/core/site"
import { SMUGMUG_LIMITS, SMUGMUG_MESSAGE } from "@vitrine/core/site"
import { useId, useState } from "react"
import { FieldError } from "../site-admin/FieldError.tsx"
import { Field } from "./Field.tsx"
import { useHomeClient } from "./HomeClientContext.tsx"
import { HOME_TEXT } from "./text.ts"

type Smugmug = Extract<HomeBlock, { kind: "smugmug" }>

type Galleries =
  | { readonly step: "idle" | "asking" }
  | { readonly step: "failed"; readonly message: string }
  | { readonly step: "listed"; readonly nickname: string; readonly galleries: ReadonlyArray<SmugmugGallery> }

/**
 * A Smugmug gallery block's fields: the account's nickname, "Show galleries" (Smugmug asked through
 * the server: the first 20 galleries, CONST-007; "Asking Smugmug…" meanwhile, the server's message
 * with Retry on a failure, "no public galleries" when empty), then the gallery to show. The
 * gallery's photos (its first 50) are taken when the layout is saved.
 *
 * @example
 * <SmugmugEditor block={gallery} path="sections.0.blocks.0" errors={{}} onChange={set} />
 */
export const SmugmugEditor = (props: {
  block: Smugmug
  path: string
  errors: Readonly<Record<string, string>>
  onChange: (block: HomeBlock) => void
}) => {
  const { block, path, errors, onChange } = props
  const client = useHomeClient()
  const id = useId()
  const [galleries, setGalleries] = useState<Galleries>({ step: "idle" })
  const ask = async () => {
    const nickname = block.nickname.trim()
    setGalleries({ step: "asking" })
    const result = await client.smugmugGalleries(nickname)
    setGalleries(
      result.ok
        ? { step: "listed", nickname, galleries: result.value.galleries.slice(0, SMUGMUG_LIMITS.galleries) }
        : { step: "failed", message: result.error.fieldErrors.nickname ?? result.error.message },
    )
  }
  const listed =
    galleries.step === "listed" && galleries.nickname === block.nickname.trim() ? galleries : undefined
  return (
    <>
      <Field
        label={HOME_TEXT.nickname}
        field={`${path}.nickname`}
        errors={errors}
        hint={HOME_TEXT.nicknameHint}
        control={(control) => (
          <input
            {...control}
            value={block.nickname}
            maxLength={SMUGMUG_LIMITS.nickname}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onChange({ ...block, nickname: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault()
                void ask()
              }
            }}
          />
        )}
      />
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={galleries.step === "asking" || block.nickname.trim() === "" || undefined}
        onClick={() => {
          if (galleries.step !== "asking" && block.nickname.trim() !== "") void ask()
        }}
      >
        {galleries.step === "asking" ? HOME_TEXT.connecting : HOME_TEXT.connect}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {galleries.step === "asking" ? HOME_TEXT.connecting : ""}
      </p>
      {galleries.step === "failed" && (
        <p className="alert alert-inline" role="alert">
          {galleries.message}{" "}
          <button type="button" className="button button-secondary" onClick={() => void ask()}>
            {HOME_TEXT.retry}
          </button>
        </p>
      )}
      {listed && listed.galleries.length === 0 && <p className="empty">{SMUGMUG_MESSAGE.noGalleries}</p>}
      {listed && listed.galleries.length > 0 ? (
        <Field
          label={HOME_TEXT.gallery}
          field={`${path}.galleryKey`}
          errors={errors}
          hint={HOME_TEXT.galleryHint}
          control={(control) => (
            <select
              {...control}
              value={block.galleryKey}
              onChange={(event) => {
                const chosen = listed.galleries.find((gallery) => gallery.key === event.target.value)
                onChange({ ...block, galleryKey: event.target.value, title: chosen?.title ?? "" })
              }}
            >
              <option value="">{HOME_TEXT.chooseGallery}</option>
              {listed.galleries.map((gallery) => (
                <option key={gallery.key} value={gallery.key}>
                  {HOME_TEXT.galleryOption(gallery.title, gallery.imageCount)}
                </option>
              ))}
            </select>
          )}
        />
      ) : (
        <>
          {block.galleryKey !== "" && (
            <p className="settings-hint">{HOME_TEXT.chosenGallery(block.title || block.galleryKey)}</p>
          )}
          <FieldError id={`${id}-gallery-error`} message={errors[`${path}.galleryKey`]} />
        </>
      )}
    </>
  )
}
