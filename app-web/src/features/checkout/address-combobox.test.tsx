import { act, render, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { PlacesClient } from "@vitrine/adapter-http/client"
import type { PlaceAddress } from "@vitrine/core/places"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"
import { AddressCombobox, CHECKOUT_PLACES_TRACKING } from "./AddressCombobox.tsx"
import { AddressLine } from "./AddressLine.tsx"

const SPRINGFIELD: PlaceAddress = {
  line1: "1 Main St",
  line2: "",
  city: "Springfield",
  region: "IL",
  postalCode: "62701",
  country: "US",
}

/** A places client answering two suggestions for any input, and Springfield's address for p1. */
const fakePlaces = () => {
  const client: PlacesClient = {
    suggestAddresses: vi.fn(async () => ({
      ok: true as const,
      value: {
        suggestions: [
          { placeId: "p1", text: "1 Main St, Springfield, IL" },
          { placeId: "p2", text: "1 Main Ave, Shelbyville, IL" },
        ],
      },
    })),
    placeDetails: vi.fn(async () => ({ ok: true as const, value: { address: SPRINGFIELD } })),
  }
  return client
}

const Harness = ({ client, onPick }: { client: PlacesClient; onPick: (address: PlaceAddress) => void }) => {
  const [value, setValue] = useState("")
  return (
    <AddressCombobox
      label="Address"
      value={value}
      country="US"
      onChange={setValue}
      onPick={onPick}
      client={client}
    />
  )
}

describe("the checkout's address combobox", () => {
  it("is an ARIA 1.2 combobox: typing opens the listbox, arrows move the active option, Enter picks and fills", async () => {
    const client = fakePlaces()
    const onPick = vi.fn()
    const user = userEvent.setup()
    render(<Harness client={client} onPick={onPick} />)
    const input = screen.getByRole("combobox", { name: "Address" })
    expect(input.getAttribute("aria-expanded")).toBe("false")
    await user.type(input, "1 Main")
    await waitFor(() => expect(input.getAttribute("aria-expanded")).toBe("true"))
    const listbox = screen.getByRole("listbox")
    expect(input.getAttribute("aria-controls")).toBe(listbox.id)
    expect(screen.getAllByRole("option")).toHaveLength(2)
    expect(client.suggestAddresses).toHaveBeenLastCalledWith(
      expect.objectContaining({ input: "1 Main", country: "US" }),
    )

    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}")
    const first = screen.getAllByRole("option")[0]
    expect(input.getAttribute("aria-activedescendant")).toBe(first?.id)
    expect(first?.getAttribute("aria-selected")).toBe("true")

    await user.keyboard("{Enter}")
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(SPRINGFIELD))
    expect(client.placeDetails).toHaveBeenCalledWith(
      expect.objectContaining({ placeId: "p1", ...CHECKOUT_PLACES_TRACKING }),
    )
    expect(input.getAttribute("aria-expanded")).toBe("false")
    expect((input as HTMLInputElement).value).toBe("1 Main St, Springfield, IL")
  })

  it("the details call ends the session: the next lookup has a new session token", async () => {
    const client = fakePlaces()
    const user = userEvent.setup()
    render(<Harness client={client} onPick={() => undefined} />)
    const input = screen.getByRole("combobox")
    await user.type(input, "1 Main")
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(2))
    await user.keyboard("{ArrowDown}{Enter}")
    await waitFor(() => expect(client.placeDetails).toHaveBeenCalled())
    const firstToken = vi.mocked(client.suggestAddresses).mock.calls[0]?.[0].sessionToken
    expect(vi.mocked(client.placeDetails).mock.calls[0]?.[0].sessionToken).toBe(firstToken)
    await user.clear(input)
    await user.type(input, "2 Oak")
    await waitFor(() =>
      expect(vi.mocked(client.suggestAddresses).mock.calls.at(-1)?.[0]).toMatchObject({ input: "2 Oak" }),
    )
    expect(vi.mocked(client.suggestAddresses).mock.calls.at(-1)?.[0].sessionToken).not.toBe(firstToken)
  })

  it("Escape closes the list and keeps the text; under three characters nothing is asked", async () => {
    const client = fakePlaces()
    const user = userEvent.setup()
    render(<Harness client={client} onPick={() => undefined} />)
    const input = screen.getByRole("combobox")
    await user.type(input, "1 ")
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
    expect(client.suggestAddresses).not.toHaveBeenCalled()
    await user.type(input, "Main")
    await waitFor(() => expect(input.getAttribute("aria-expanded")).toBe("true"))
    await user.keyboard("{Escape}")
    expect(input.getAttribute("aria-expanded")).toBe("false")
    expect(input.hasAttribute("aria-activedescendant")).toBe(false)
    expect((input as HTMLInputElement).value).toBe("1 Main")
  })

  it("the address line is a plain field until focused, then the combobox in its place, focused, with the text kept", async () => {
    const user = userEvent.setup()
    const Line = () => {
      const [value, setValue] = useState("5 El")
      return (
        <AddressLine
          label="Address"
          value={value}
          country="US"
          onChange={setValue}
          onPick={() => undefined}
        />
      )
    }
    render(<Line />)
    const plain = screen.getByRole("textbox", { name: "Address" })
    await user.click(plain)
    const combobox = await screen.findByRole("combobox", { name: "Address" })
    expect((combobox as HTMLInputElement).value).toBe("5 El")
    expect(document.activeElement).toBe(combobox)
  })
})
