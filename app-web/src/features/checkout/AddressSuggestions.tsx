import { createPlacesClient, type PlacesClient } from "@vitrine/adapter-http/client"
import { autocompleteInput, type PlaceAddress, type PlaceSuggestion } from "@vitrine/core/places"
import type { StringKey } from "@vitrine/core/site"
import {
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react"
import { usePageText } from "../../ssr/page-language.ts"
import "./address-suggestions.css"

/** How long typing must pause before suggestions are asked for: each call is billed by the provider. */
const PAUSE_MS = 250

/**
 * The page and section the checkout's details calls are counted under (API-025's cost tracking).
 * The spec names a product page and section; the checkout is neither, so it names itself, and the
 * server's ERR-011 log stays for callers that give nothing.
 */
export const CHECKOUT_PLACES_TRACKING = { productPageId: "checkout", sectionId: "shipping-address" } as const

// 32 hex digits from `getRandomValues` rather than `randomUUID`, which a page served over plain
// HTTP (a store on a LAN address) does not have; within the 36 URL-safe characters a token may be.
const newSessionToken = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join(
    "",
  )

let sharedClient: PlacesClient | undefined
const places = (): PlacesClient => {
  sharedClient ??= createPlacesClient()
  return sharedClient
}

/**
 * What this part adds to the address line's own input once it is there: the ARIA 1.2 combobox
 * attributes and the keys and blur it handles. The line (`AddressLine`) puts them on the input it
 * already rendered, so the element the shopper types in is never replaced.
 */
export interface Combobox {
  readonly attributes: {
    readonly role: "combobox"
    readonly "aria-autocomplete": "list"
    readonly "aria-expanded": boolean
    readonly "aria-controls": string
    readonly "aria-activedescendant": string | undefined
  }
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
  readonly onBlur: () => void
}

/** Why the list says something other than its options. */
type Note = "looking" | "none" | "unavailable"

// Each note's text in the page's language (`usePageText`).
const NOTE_TEXT = {
  looking: "addressLooking",
  none: "addressNoMatch",
  unavailable: "addressSuggestionsUnavailable",
} as const satisfies Record<Note, StringKey>

/**
 * The address line's suggestions, a lazy part loaded on the line's first focus or input: a listbox
 * of up to five places under the line and a status line for what is happening (looking, no match,
 * unavailable), with the combobox behaviour handed to the line through `enhance`. Typing asks for
 * suggestions once it pauses (none under three characters, kept to the chosen country), including
 * what was typed before this part arrived (`edits` counts the shopper's changes), and only while
 * the line has the focus: leaving it drops a lookup still pending, so a shopper who moves on (or
 * the browser's autofill) costs no billed call and no list opens behind their back. Down and Up move through the options (wrapping; on a closed
 * list they reopen it), Enter picks the active one, Escape closes the list and keeps the text; a
 * click picks too. A pick puts the suggestion's text in the line, asks for the place's address,
 * fills the form through `onPick` and starts a new session token. Every state leaves the field
 * free to type in: suggestions are a help, never a step.
 *
 * @example
 * <AddressSuggestions input={ref} label="Address" value={line1} edits={n} country="US"
 *   onChange={…} onPick={(address) => …} enhance={setCombobox} />
 */
export const AddressSuggestions = ({
  input,
  label,
  value,
  edits,
  country,
  onChange,
  onPick,
  enhance,
}: {
  input: RefObject<HTMLInputElement | null>
  label: string
  value: string
  /** How many times the shopper changed the line: a change of `value` without one is a pick. */
  edits: number
  country: string
  onChange: (value: string) => void
  onPick: (address: PlaceAddress) => void
  enhance: (combobox: Combobox) => void
}) => {
  const id = useId()
  const text = usePageText()
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`
  const token = useRef("")
  token.current ||= newSessionToken()
  // The latest call asked; an answer to an older one (or one before a pick) is dropped.
  const asked = useRef(0)
  // The shopper's edits at the last pick (0: none yet), whose text needs no suggestions, and now.
  const picked = useRef(0)
  const editsNow = useRef(edits)
  editsNow.current = edits
  const [suggestions, setSuggestions] = useState<readonly PlaceSuggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [note, setNote] = useState<Note | undefined>()
  const focused = () => input.current !== null && input.current === input.current.ownerDocument.activeElement

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again only when the text, the country or the shopper's edits change
  useEffect(() => {
    if (edits === picked.current) return
    const call = ++asked.current
    const query = autocompleteInput(value)
    if (query === undefined) {
      setOpen(false)
      setNote(undefined)
      return
    }
    const timer = setTimeout(async () => {
      // Nobody would see the answer (the shopper moved on or pressed Escape, or the browser's
      // autofill filled the line from another field): no billed call.
      if (call !== asked.current || !focused()) return
      setNote("looking")
      const answer = await places().suggestAddresses({ input: query, sessionToken: token.current, country })
      if (call !== asked.current) return
      const found = answer.ok ? answer.value.suggestions : []
      const here = focused()
      setSuggestions(found)
      setActive(-1)
      setOpen(here && found.length > 0)
      setNote(!here ? undefined : !answer.ok ? "unavailable" : found.length === 0 ? "none" : undefined)
    }, PAUSE_MS)
    return () => clearTimeout(timer)
  }, [value, country, edits])

  const close = () => {
    setOpen(false)
    setActive(-1)
    setNote(undefined)
  }

  // Leaving the line, or Escape, drops the lookup still waiting for its pause or its answer, so
  // no list opens after the shopper said no.
  const dismiss = () => {
    asked.current++
    close()
  }

  const pick = async (suggestion: PlaceSuggestion) => {
    asked.current++
    picked.current = edits
    close()
    onChange(suggestion.text)
    const answer = await places().placeDetails({
      placeId: suggestion.placeId,
      sessionToken: token.current,
      ...CHECKOUT_PLACES_TRACKING,
    })
    token.current = newSessionToken()
    // Typing since the pick asked again: the shopper's text wins over a late address.
    if (editsNow.current !== picked.current) return
    if (answer.ok) onPick(answer.value.address)
    else if (focused()) setNote("unavailable")
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return
      event.preventDefault()
      const down = event.key === "ArrowDown"
      setOpen(true)
      setNote(undefined)
      // From no active option Down goes to the first and Up to the last; from one, they wrap.
      setActive((current) =>
        !open || current < 0 ? (down ? 0 : count - 1) : (current + (down ? 1 : -1) + count) % count,
      )
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault()
      const chosen = suggestions[active]
      if (chosen) void pick(chosen)
    } else if (event.key === "Escape") {
      if (open || note) event.preventDefault()
      dismiss()
    }
  }

  // The line's handlers call the latest ones, so the line re-renders only when the attributes change.
  const latest = useRef({ onKeyDown, onBlur: dismiss })
  latest.current = { onKeyDown, onBlur: dismiss }
  const activeId = open && active >= 0 ? optionId(active) : undefined
  // Before paint, so the input and the list it controls never disagree on screen.
  useLayoutEffect(() => {
    enhance({
      attributes: {
        role: "combobox",
        "aria-autocomplete": "list",
        "aria-expanded": open,
        "aria-controls": listId,
        "aria-activedescendant": activeId,
      },
      onKeyDown: (event) => latest.current.onKeyDown(event),
      onBlur: () => latest.current.onBlur(),
    })
  }, [enhance, open, listId, activeId])

  return (
    <div className="address-suggestions">
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
      <p role="status" className="address-suggestions-note">
        {!open && note ? text(NOTE_TEXT[note]) : ""}
      </p>
    </div>
  )
}
