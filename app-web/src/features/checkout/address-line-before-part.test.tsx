import { render, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { PlacesClient } from "@vitrine/adapter-http/client"
import { useState } from "react"
import { expect, it, vi } from "vitest"
import { AddressLine } from "./AddressLine.tsx"

// The suggestions' chunk arrives only when the test says so: the shopper types before it.
const chunk = vi.hoisted(() => {
  const gate: { arrive?: () => void } = {}
  const arrived = new Promise<void>((resolve) => {
    gate.arrive = resolve
  })
  return { arrived, arrive: () => gate.arrive?.() }
})
vi.mock("./AddressSuggestions.tsx", async (importOriginal) => {
  await chunk.arrived
  return importOriginal()
})

const places = vi.hoisted(() => ({ current: undefined as unknown as PlacesClient }))
vi.mock("@vitrine/adapter-http/client", async (importOriginal) =>
  (await import("../../../test/fake-places.ts")).withPlaces(importOriginal, () => places.current),
)

it("text typed before the suggestions' chunk arrives stays, in the same focused input, which then suggests for it", async () => {
  const { fakePlaces } = await import("../../../test/fake-places.ts")
  const client = fakePlaces()
  places.current = client
  const Line = () => {
    const [value, setValue] = useState("")
    return (
      <AddressLine label="Address" value={value} country="US" onChange={setValue} onPick={() => undefined} />
    )
  }
  const user = userEvent.setup()
  render(<Line />)
  const input = screen.getByRole("textbox", { name: "Address" }) as HTMLInputElement
  await user.click(input)
  await user.type(input, "1 Main St")
  expect(input.value).toBe("1 Main St")
  expect(input.hasAttribute("role")).toBe(false)

  chunk.arrive()
  await waitFor(() => expect(input.getAttribute("role")).toBe("combobox"))
  expect(screen.getByRole("combobox", { name: "Address" })).toBe(input)
  expect(input.isConnected).toBe(true)
  expect(document.activeElement).toBe(input)
  expect(input.value).toBe("1 Main St")
  await waitFor(() => expect(input.getAttribute("aria-expanded")).toBe("true"))
  expect(client.suggestAddresses).toHaveBeenCalledWith(expect.objectContaining({ input: "1 Main St" }))

  await user.type(input, ", Spr")
  expect(input.value).toBe("1 Main St, Spr")
  expect(document.activeElement).toBe(input)
})
