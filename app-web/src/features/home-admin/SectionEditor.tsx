import {
  canAddBlock,
  type HomeBlock,
  type HomeLayout,
  type HomeSection,
  moved,
  newBlock,
  SITE_LIMITS,
} from "@vitrine/core/site"
import { useId, useState } from "react"
import { FieldError } from "../site-admin/FieldError.tsx"
import { BlockEditor } from "./BlockEditor.tsx"
import { AddButton, ItemActions, useMoves } from "./ItemActions.tsx"
import { HOME_TEXT } from "./text.ts"

const KINDS = Object.keys(HOME_TEXT.kinds) as ReadonlyArray<HomeBlock["kind"]>

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
          <AddButton
            label={HOME_TEXT.addBlock}
            full={full}
            fullMessage={HOME_TEXT.full}
            onAdd={() => blocks([...section.blocks, newBlock(kind)])}
          />
        </div>
      </fieldset>
    </li>
  )
}
