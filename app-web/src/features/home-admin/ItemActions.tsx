import { useId } from "react"
import { HOME_TEXT } from "./text.ts"

/**
 * The buttons that move or remove an item of a list (a section, a block, a track), named after it.
 *
 * @example
 * <ItemActions name="track 1" index={0} count={3} onMove={move} onRemove={remove} />
 */
export const ItemActions = (props: {
  name: string
  index: number
  count: number
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}) => (
  <div className="home-editor-actions">
    <button
      type="button"
      className="button button-secondary"
      disabled={props.index === 0}
      onClick={() => props.onMove(-1)}
    >
      <span aria-hidden="true">↑</span>{" "}
      <span className="visually-hidden">{HOME_TEXT.moveUp(props.name)}</span>
    </button>
    <button
      type="button"
      className="button button-secondary"
      disabled={props.index === props.count - 1}
      onClick={() => props.onMove(1)}
    >
      <span aria-hidden="true">↓</span>{" "}
      <span className="visually-hidden">{HOME_TEXT.moveDown(props.name)}</span>
    </button>
    <button type="button" className="button button-secondary" onClick={props.onRemove}>
      {HOME_TEXT.remove(props.name)}
    </button>
  </div>
)

/**
 * An add button that stops at a limit: at the limit it stays focusable but does nothing
 * (`aria-disabled`) and the message saying why is tied to it.
 *
 * @example
 * <AddButton label="Add a track" full={tracks.length >= 60} fullMessage={ALBUM_MESSAGE.full} onAdd={add} />
 */
export const AddButton = (props: {
  label: string
  full: boolean
  fullMessage: string
  onAdd: () => void
}) => {
  const id = useId()
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={props.full || undefined}
        aria-describedby={props.full ? `${id}-full` : undefined}
        onClick={() => {
          if (!props.full) props.onAdd()
        }}
      >
        {props.label}
      </button>
      {props.full && (
        <p id={`${id}-full`} className="settings-hint">
          {props.fullMessage}
        </p>
      )}
    </>
  )
}
