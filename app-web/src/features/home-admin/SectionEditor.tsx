import {
  canAddBlock,
  type HomeBlock,
  type HomeLayout,
  type HomeSection,
  moved,
  newBlock,
  SITE_LIMITS,
} from "@vitrine/core/site"
import { useEffect, useId, useRef, useState } from "react"
import { FieldError } from "../site-admin/FieldError.tsx"
import { BlockEditor } from "./BlockEditor.tsx"
import { HOME_TEXT } from "./text.ts"

const KINDS = Object.keys(HOME_TEXT.kinds) as ReadonlyArray<HomeBlock["kind"]>

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
 * One section of the home page editor: its padding preset (CONST-012), its blocks with their fields
 * (`BlockEditor`), moving and removing it or a block, and adding a block of a chosen kind while the
 * layout holds fewer than 60 (CONST-003).
 *
 * @example
 * <SectionEditor index={0} count={1} section={section} layout={layout} errors={{}} android={false} … />
 */
export const SectionEditor = (props: {
  index: number
  count: number
  section: HomeSection
  layout: HomeLayout
  errors: Readonly<Record<string, string>>
  android: boolean
  onChange: (section: HomeSection) => void
  focus?: -1 | 1 | null
  onFocused?: () => void
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}) => {
  const { index, section } = props
  const moves = useMoves()
  const id = useId()
  const [kind, setKind] = useState<HomeBlock["kind"]>("text")
  const name = HOME_TEXT.section(index)
  const blocks = (next: ReadonlyArray<HomeBlock>) => props.onChange({ ...section, blocks: next })
  const full = !canAddBlock(props.layout)
  const paddingError = props.errors[`sections.${index}.padding`]
  return (
    <li className="home-editor-section">
      <fieldset>
        <legend>{name}</legend>
        <ItemActions
          name={name.toLowerCase()}
          index={index}
          count={props.count}
          focus={props.focus ?? null}
          {...(props.onFocused ? { onFocused: props.onFocused } : {})}
          onMove={props.onMove}
          onRemove={props.onRemove}
        />
        <fieldset
          className="home-editor-padding"
          aria-describedby={paddingError ? `${id}-padding-error` : undefined}
        >
          <legend>{HOME_TEXT.padding}</legend>
          {SITE_LIMITS.sectionPaddingPercent.map((percent) => (
            <label key={percent}>
              <input
                type="radio"
                name={`${id}-padding`}
                checked={section.padding === percent}
                onChange={() => props.onChange({ ...section, padding: percent })}
              />{" "}
              {HOME_TEXT.paddingOption(percent)}
            </label>
          ))}
          <FieldError id={`${id}-padding-error`} message={paddingError} />
        </fieldset>
        <ol className="home-editor-blocks">
          {section.blocks.map((block, at) => {
            const blockName = `${name.toLowerCase()}, ${HOME_TEXT.block(at, HOME_TEXT.kinds[block.kind].toLowerCase())}`
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; the place is the identity.
              <li key={at}>
                <BlockEditor
                  block={block}
                  path={`sections.${index}.blocks.${at}`}
                  name={blockName}
                  errors={props.errors}
                  android={props.android}
                  onChange={(next) => blocks(section.blocks.map((each, i) => (i === at ? next : each)))}
                />
                <ItemActions
                  name={blockName}
                  index={at}
                  count={section.blocks.length}
                  focus={moves.focusFor(at)}
                  onFocused={moves.done}
                  onMove={(by) => moves.move(at, by, (step) => blocks(moved(section.blocks, at, step)))}
                  onRemove={() => blocks(section.blocks.filter((_, i) => i !== at))}
                />
              </li>
            )
          })}
        </ol>
        <div className="home-editor-add">
          <label htmlFor={`${id}-kind`}>{HOME_TEXT.blockKind}</label>{" "}
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(event) => setKind(event.target.value as HomeBlock["kind"])}
          >
            {KINDS.map((each) => (
              <option key={each} value={each}>
                {HOME_TEXT.kinds[each]}
              </option>
            ))}
          </select>{" "}
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={full || undefined}
            aria-describedby={full ? `${id}-full` : undefined}
            onClick={() => {
              if (!full) blocks([...section.blocks, newBlock(kind)])
            }}
          >
            {HOME_TEXT.addBlock}
          </button>
          {full && (
            <p id={`${id}-full`} className="settings-hint">
              {HOME_TEXT.full}
            </p>
          )}
        </div>
      </fieldset>
    </li>
  )
}
