import type { RichText } from "@vitrine/core/site"
import { type ComponentType, useEffect, useId, useState } from "react"
import { FieldError } from "../site-admin/FieldError.tsx"
import type { RichTextEditorProps } from "./RichTextEditor.tsx"
import { HOME_TEXT } from "./text.ts"

type Editor = ComponentType<RichTextEditorProps>
type Load = { status: "loading" } | { status: "error" } | { status: "ready"; Editor: Editor }

// The editor (Tiptap) is a chunk of its own, fetched when a text block is first shown; a failed
// fetch can be retried (React.lazy would keep the failure).
let loaded: Editor | undefined
const loadEditor = (): Promise<Editor> =>
  import("./RichTextEditor.tsx").then((module) => {
    loaded = module.RichTextEditor
    return loaded
  })

/**
 * A text block's paragraph: its label, the rich-text editor once its chunk arrives (meanwhile "Loading
 * the text editor…"; should it fail, a message with Retry), the hint and the server's message.
 *
 * @example
 * <RichTextField value={block.paragraph} error={errors["sections.0.blocks.0.paragraph"]} onChange={set} />
 */
export const RichTextField = (props: {
  readonly value: RichText
  readonly error: string | undefined
  readonly onChange: (value: RichText) => void
  readonly load?: () => Promise<Editor>
}) => {
  const id = useId()
  const [attempt, setAttempt] = useState(0)
  const load = props.load ?? loadEditor
  const [state, setState] = useState<Load>(() =>
    loaded && !props.load ? { status: "ready", Editor: loaded } : { status: "loading" },
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is Retry's way to load again.
  useEffect(() => {
    if (state.status === "ready") return
    let live = true
    setState({ status: "loading" })
    load().then(
      (Editor) => live && setState({ status: "ready", Editor }),
      () => live && setState({ status: "error" }),
    )
    return () => {
      live = false
    }
  }, [attempt])
  const described = [`${id}-hint`, props.error && `${id}-error`].filter(Boolean).join(" ")
  return (
    <div className="field">
      <span className="field-label" id={`${id}-label`}>
        {HOME_TEXT.paragraph}
      </span>
      {state.status === "loading" && (
        <p className="settings-hint" role="status">
          {HOME_TEXT.editorLoading}
        </p>
      )}
      {state.status === "error" && (
        <div role="alert">
          <p>{HOME_TEXT.editorFailed}</p>
          <button type="button" className="button button-secondary" onClick={() => setAttempt((n) => n + 1)}>
            {HOME_TEXT.retry}
          </button>
        </div>
      )}
      {state.status === "ready" && (
        <state.Editor
          value={props.value}
          onChange={props.onChange}
          labelId={`${id}-label`}
          describedBy={described}
          invalid={props.error !== undefined}
        />
      )}
      <p id={`${id}-hint`} className="settings-hint">
        {HOME_TEXT.paragraphHint}
      </p>
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  )
}
