import { useEffect, useId, useRef, useState } from "react"
import { HOME_TEXT } from "./text.ts"

/**
 * Where the keyboard focus goes after a move: the item now at `at`, on its button for `by`'s
 * direction (the other one when that one is disabled at the end of the list).
 *
 * @example
 * const moving: Moving = { at: 0, by: -1 }
 */
export interface Moving {
  readonly at: number
  readonly by: -1 | 1
}

/**
 * A list's move state: `move` moves the item at `index` by `by` (through `onMove`) and remembers
 * where it lands, so that item's `ItemActions` takes the focus (`focusFor`), then forgets it.
 *
 * @example
 * const moves = useMoves()
 * <ItemActions … focus={moves.focusFor(at)} onFocused={moves.done} onMove={(by) => moves.move(at, by, apply)} />
 */
export const useMoves = () => {
  const [moving, setMoving] = useState<Moving | null>(null)
  return {
    move: (index: number, by: -1 | 1, apply: (by: -1 | 1) => void) => {
      apply(by)
      setMoving({ at: index + by, by })
    },
    focusFor: (index: number): -1 | 1 | null => (moving?.at === index ? moving.by : null),
    done: () => setMoving(null),
  }
}

/**
 * The buttons that move or remove an item of a list, named after it. With `focus`, the item has
 * just been moved here: its button for that direction takes the keyboard focus (the other one when
 * that is disabled), so the merchant can press it again, and `onFocused` is called.
 */
export const ItemActions = (props: {
  name: string
  index: number
  count: number
  focus?: -1 | 1 | null
  onFocused?: () => void
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}) => {
  const up = useRef<HTMLButtonElement>(null)
  const down = useRef<HTMLButtonElement>(null)
  const { focus, onFocused } = props
  useEffect(() => {
    if (focus === null || focus === undefined) return
    const [wanted, other] = focus === -1 ? [up.current, down.current] : [down.current, up.current]
    ;(wanted?.disabled ? other : wanted)?.focus()
    onFocused?.()
  }, [focus, onFocused])
  return (
    <div className="home-editor-actions">
      <button
        ref={up}
        type="button"
        className="button button-secondary"
        disabled={props.index === 0}
        onClick={() => props.onMove(-1)}
      >
        <span aria-hidden="true">↑</span>{" "}
        <span className="visually-hidden">{HOME_TEXT.moveUp(props.name)}</span>
      </button>
      <button
        ref={down}
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
}

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
