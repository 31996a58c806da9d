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
