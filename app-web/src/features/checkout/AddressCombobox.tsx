import { createPlacesClient, type PlacesClient } from "@vitrine/adapter-http/client"
import { autocompleteInput, type PlaceAddress, type PlaceSuggestion } from "@vitrine/core/places"
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react"

/** How long typing must pause before suggestions are asked for: each call is billed by the provider. */
const PAUSE_MS = 250

/**
 * The page and section the checkout's details calls are counted under (API-025's cost tracking).
 * The spec names a product page and section; the checkout is neither, so it names itself, and the
 * server's ERR-011 log stays for callers that give nothing.
 */
export const CHECKOUT_PLACES_TRACKING = { productPageId: "checkout", sectionId: "shipping-address" } as const

const newSessionToken = (): string => crypto.randomUUID()

let sharedClient: PlacesClient | undefined

/**
 * The checkout's address line as an ARIA 1.2 combobox: the input (`role="combobox"`,
 * `aria-expanded`, `aria-controls`, `aria-activedescendant`) with a listbox of up to five
 * suggestions under it. Typing asks for suggestions once it pauses (none under three characters,
 * kept to the chosen country); Down and Up move through them (wrapping), Enter picks the active
 * one, Escape closes the list (a second Escape leaves the text as typed); a click picks too. A
 * pick asks for the place's address, fills the form through `onPick` and starts a new session token.
 * When the store has no provider (503) or the call fails, the list stays closed: the shopper types.
 * Loaded on the line's first focus (`AddressLine`), so the checkout's first load carries none of it.
 *
 * @example
 * <AddressCombobox label="Address" value={line1} country="US" onChange={…} onPick={(address) => …} />
 */
export const AddressCombobox = ({
  label,
  value,
  error,
  country,
  onChange,
  onPick,
  client,
}: {
  label: string
  value: string
  error?: string | undefined
  country: string
  onChange: (value: string) => void
  onPick: (address: PlaceAddress) => void
  /** The places client; default the same-origin HTTP client (tests pass a fake). */
  client?: PlacesClient | undefined
}) => {
  const id = useId()
  const listId = `${id}-list`
  const input = useRef<HTMLInputElement>(null)
  const token = useRef(newSessionToken())
  const asked = useRef(0)
  const [suggestions, setSuggestions] = useState<readonly PlaceSuggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [typed, setTyped] = useState(false)
  const places = () => {
    if (client) return client
    sharedClient ??= createPlacesClient()
    return sharedClient
  }

  // It replaces the plain field the shopper just focused: keep the focus and the caret at the end.
  useEffect(() => {
    const element = input.current
    if (element === null) return
    element.focus()
    element.setSelectionRange(element.value.length, element.value.length)
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again only when the text or the country changes
  useEffect(() => {
    if (!typed) return
    const query = autocompleteInput(value)
    if (query === undefined) {
      setSuggestions([])
      setOpen(false)
      return
    }
    const call = ++asked.current
    const timer = setTimeout(async () => {
      const answer = await places().suggestAddresses({ input: query, sessionToken: token.current, country })
      if (call !== asked.current) return
      const found = answer.ok ? answer.value.suggestions : []
      setSuggestions(found)
      setActive(-1)
      setOpen(found.length > 0)
    }, PAUSE_MS)
    return () => clearTimeout(timer)
  }, [value, country, typed])

  const pick = async (suggestion: PlaceSuggestion) => {
    asked.current++
    setOpen(false)
    setTyped(false)
    onChange(suggestion.text)
    const answer = await places().placeDetails({
      placeId: suggestion.placeId,
      sessionToken: token.current,
      ...CHECKOUT_PLACES_TRACKING,
    })
    token.current = newSessionToken()
    if (answer.ok) onPick(answer.value.address)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return
      event.preventDefault()
      if (!open) {
        setOpen(true)
        setActive(event.key === "ArrowDown" ? 0 : count - 1)
        return
      }
      const step = event.key === "ArrowDown" ? 1 : -1
      setActive((current) => (current + step + count) % count)
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault()
      const chosen = suggestions[active]
      if (chosen) void pick(chosen)
    } else if (event.key === "Escape" && open) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  const optionId = (index: number) => `${id}-option-${index}`
  const described = error ? `${id}-error` : undefined
  return (
    <div className="field address-combobox">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        name="line1"
        type="text"
        autoComplete="address-line1"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        value={value}
        onChange={(event) => {
          setTyped(true)
          onChange(event.target.value)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div id={listId} role="listbox" aria-label={`${label} suggestions`} hidden={!open}>
        {suggestions.map((suggestion, index) => (
          <div
            key={suggestion.placeId}
            id={optionId(index)}
            role="option"
            // Focus stays in the input (aria-activedescendant names the active option).
            tabIndex={-1}
            aria-selected={index === active}
            // Picked on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault()
              void pick(suggestion)
            }}
          >
            {suggestion.text}
          </div>
        ))}
      </div>
      {error && (
        <p id={described} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
