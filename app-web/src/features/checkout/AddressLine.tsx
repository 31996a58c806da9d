import type { PlaceAddress } from "@vitrine/core/places"
import { Suspense, useRef, useState } from "react"
import { lazyPart } from "../../app/lazy-part.ts"
import type { Combobox } from "./AddressSuggestions.tsx"
import { Field } from "./Field.tsx"

const Suggestions = lazyPart(() =>
  import("./AddressSuggestions.tsx").then((module) => module.AddressSuggestions),
)

/**
 * The checkout's address line: one text input from the server's HTML on, which its first focus or
 * input enhances in place. That loads the suggestions (`AddressSuggestions`, a chunk of its own, so
 * the checkout's first load carries only this), which render their listbox next to the input and
 * hand back the combobox attributes and key handling, put on this same input: nothing is remounted,
 * so the text typed and the focus stay whenever the chunk arrives, and if it never does the line
 * is a plain field.
 *
 * @example
 * <AddressLine label="Address" value={values.line1} country={values.country} onChange={…} onPick={fill} />
 */
export const AddressLine = ({
  label,
  value,
  error,
  country,
  onChange,
  onPick,
}: {
  label: string
  value: string
  error?: string | undefined
  country: string
  onChange: (value: string) => void
  onPick: (address: PlaceAddress) => void
}) => {
  const input = useRef<HTMLInputElement>(null)
  const [ready, setReady] = useState(false)
  const [edits, setEdits] = useState(0)
  const [combobox, setCombobox] = useState<Combobox>()
  const enhance = () => {
    if (!ready)
      Suggestions.load().then(
        () => setReady(true),
        () => undefined,
      )
  }
  return (
    <Field
      ref={input}
      label={label}
      name="line1"
      type="text"
      autoComplete="address-line1"
      value={value}
      error={error}
      {...combobox?.attributes}
      onFocus={enhance}
      onChange={(event) => {
        setEdits((count) => count + 1)
        onChange(event.target.value)
        enhance()
      }}
      onKeyDown={combobox?.onKeyDown}
      onBlur={combobox?.onBlur}
      after={
        ready && (
          <Suspense fallback={null}>
            <Suggestions
              input={input}
              label={label}
              value={value}
              edits={edits}
              country={country}
              onChange={onChange}
              onPick={onPick}
              enhance={setCombobox}
            />
          </Suspense>
        )
      }
    />
  )
}
