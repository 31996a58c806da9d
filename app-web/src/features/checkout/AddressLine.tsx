import type { PlaceAddress } from "@vitrine/core/places"
import { Suspense, useState } from "react"
import { lazyPart } from "../../app/lazy-part.ts"
import { Field } from "./Field.tsx"

const Combobox = lazyPart(() => import("./AddressCombobox.tsx").then((module) => module.AddressCombobox))

/**
 * The checkout's address line: a plain field until its first focus, which loads the suggestion
 * combobox (`AddressCombobox`, a chunk of its own) and puts it in the field's place, focused, so the
 * checkout's first load carries only this switch. Until the chunk arrives, and if it never does,
 * the plain field is what the shopper types in.
 *
 * @example
 * <AddressLine label="Address" value={values.line1} country={values.country} onChange={…} onPick={fill} />
 */
export const AddressLine = (props: {
  label: string
  value: string
  error?: string | undefined
  country: string
  onChange: (value: string) => void
  onPick: (address: PlaceAddress) => void
}) => {
  const [enhanced, setEnhanced] = useState(false)
  const plain = (
    <Field
      label={props.label}
      name="line1"
      type="text"
      autoComplete="address-line1"
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
      onFocus={() => {
        Combobox.load().then(
          () => setEnhanced(true),
          () => undefined,
        )
      }}
    />
  )
  if (!enhanced) return plain
  return (
    <Suspense fallback={plain}>
      <Combobox {...props} />
    </Suspense>
  )
}
