import type { HomeLayoutClient } from "@vitrine/adapter-http/client"
import {
  blockCount,
  emptySection,
  type HomeLayout,
  type HomeSection,
  homeLayoutErrors,
  isAndroid,
  moved,
  type PreviewLanguage,
  SITE_LIMITS,
} from "@vitrine/core/site"
import { useEffect, useId, useRef, useState } from "react"
import { SaveActions } from "../admin/SaveActions.tsx"
import { useUnsavedChanges } from "../admin/use-unsaved-changes.tsx"
import { HomeClientProvider } from "./HomeClientContext.tsx"
import { HomePreview } from "./HomePreview.tsx"
import { useMoves } from "./ItemActions.tsx"
import { SectionEditor } from "./SectionEditor.tsx"
import { HOME_TEXT } from "./text.ts"

type Status =
  | { readonly phase: "idle" | "saving" | "saved" }
  | { readonly phase: "failed"; readonly message: string; readonly errors: Readonly<Record<string, string>> }

const NO_ERRORS: Readonly<Record<string, string>> = {}
const same = (a: HomeLayout, b: HomeLayout) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The home page editor: sections in order (add, move up and down, remove), each with its padding
 * preset (CONST-012) and its blocks (`SectionEditor`); the count of blocks against the limit of 60
 * (CONST-003, adding stops there; after a move the keyboard focus follows the item, `useMoves`); a preview in a frame at the device widths (CONST-002), in the language picked when the site has several; one save.
 * "Saving…" and "Saved." are announced politely. Save first checks the layout with core's Schema
 * (`homeLayoutErrors`, the server's messages), sending nothing while a field is wrong; that refusal,
 * like the server's (EDITOR-044 on a Vimeo video), is an alert, each field shows its message beside
 * it, and the first such field takes the keyboard focus. Unsaved edits hold the merchant
 * on the screen (save, discard or keep editing).
 *
 * @example
 * <HomeLayoutEditor client={client} saved={{ sections: [] }} userAgent={navigator.userAgent} />
 */
export const HomeLayoutEditor = (props: {
  client: HomeLayoutClient
  saved: HomeLayout
  userAgent: string
  /** The languages the preview offers (`previewLanguages`); none: no picker. */
  languages?: readonly PreviewLanguage[]
}) => {
  const [saved, setSaved] = useState(props.saved)
  const [draft, setDraft] = useState(props.saved)
  const [status, setStatus] = useState<Status>({ phase: "idle" })
  const id = useId()
  const dirty = !same(draft, saved)
  const errors = status.phase === "failed" ? status.errors : NO_ERRORS
  const count = blockCount(draft)
  const android = isAndroid(props.userAgent)
  const moves = useMoves()
  const form = useRef<HTMLFormElement>(null)
  const focusError = useRef(false)

  const edit = (sections: ReadonlyArray<HomeSection>) => {
    setDraft({ sections })
    if (status.phase === "saved") setStatus({ phase: "idle" })
  }
  const editSection = (index: number, section: HomeSection) =>
    edit(draft.sections.map((each, at) => (at === index ? section : each)))

  const refuse = (message: string, fields: Readonly<Record<string, string>>) => {
    setStatus({ phase: "failed", message, errors: fields })
    focusError.current = true
    return false
  }
  // After a refusal renders its messages, the first field with one takes the keyboard focus.
  useEffect(() => {
    if (!focusError.current) return
    focusError.current = false
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })

  const save = async (): Promise<boolean> => {
    if (status.phase === "saving") return false
    // Checked here first with the server's own Schema and messages: nothing is sent that it would refuse.
    const invalid = homeLayoutErrors(draft)
    if (Object.keys(invalid).length > 0) return refuse(HOME_TEXT.checkFields, invalid)
    setStatus({ phase: "saving" })
    const result = await props.client.save(draft)
    if (!result.ok) return refuse(result.error.message, result.error.fieldErrors)
    const layout = result.value.layout ?? draft
    setSaved(layout)
    setDraft(layout)
    setStatus({ phase: "saved" })
    return true
  }
  const leaving = useUnsavedChanges({ dirty, save, discard: () => setDraft(saved), texts: HOME_TEXT })

  return (
    <HomeClientProvider value={props.client}>
      <div className="home-editor">
        <p className="settings-hint">{HOME_TEXT.intro}</p>
        {leaving.prompt}
        <form
          ref={form}
          className="settings-form"
          noValidate
          aria-describedby={`${id}-count`}
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          <p id={`${id}-count`} className="home-editor-count" aria-live="polite">
            {HOME_TEXT.blocks(count)}
            {count >= SITE_LIMITS.maxBlocksPerLayout && <> — {HOME_TEXT.full}</>}
          </p>
          {errors.sections && (
            <p className="alert alert-inline" role="alert">
              {errors.sections}
            </p>
          )}
          {draft.sections.length === 0 && <p className="empty">{HOME_TEXT.empty}</p>}
          <ol className="home-editor-sections">
            {draft.sections.map((section, index) => (
              <SectionEditor
                // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; the place is the identity.
                key={index}
                index={index}
                count={draft.sections.length}
                section={section}
                layout={draft}
                errors={errors}
                android={android}
                onChange={(next) => editSection(index, next)}
                focus={moves.focusFor(index)}
                onFocused={moves.done}
                onMove={(by) => moves.move(index, by, (step) => edit(moved(draft.sections, index, step)))}
                onRemove={() => edit(draft.sections.filter((_, at) => at !== index))}
              />
            ))}
          </ol>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => edit([...draft.sections, emptySection()])}
          >
            {HOME_TEXT.addSection}
          </button>
          <SaveActions status={status} texts={HOME_TEXT} />
        </form>
        <HomePreview layout={draft} languages={props.languages ?? []} />
      </div>
    </HomeClientProvider>
  )
}
