import { act, render, screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { PlacesClient } from "@vitrine/adapter-http/client"
import { dictionaryFor } from "@vitrine/core/site"
import { useState } from "react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { settings } from "../../../../react/test/products.ts"
import { fakePlaces, SPRINGFIELD } from "../../../test/fake-places.ts"
import { PageDataProvider } from "../../ssr/page-data-context.tsx"
import { AddressFields } from "./AddressFields.tsx"
import { AddressLine } from "./AddressLine.tsx"
import { CHECKOUT_PLACES_TRACKING } from "./AddressSuggestions.tsx"
import { type CheckoutValues, EMPTY_VALUES } from "./checkout-form.ts"

const places = vi.hoisted(() => ({ current: undefined as unknown as PlacesClient }))
vi.mock("@vitrine/adapter-http/client", async (importOriginal) =>
  (await import("../../../test/fake-places.ts")).withPlaces(importOriginal, () => places.current),
)

let client: ReturnType<typeof fakePlaces>
beforeEach(() => {
  client = fakePlaces()
  places.current = client
})

/** The address line alone, with its text in state as the checkout keeps it. */
const Line = ({ initial = "" }: { initial?: string }) => {
  const [value, setValue] = useState(initial)
  return (
    <AddressLine
      label="Address"
      value={value}
      country="US"
      onChange={setValue}
      onPick={(address) => setValue(address.line1)}
    />
  )
}

/** The checkout's address fields, changed as the checkout page changes them (a new country clears the region). */
const Fields = () => {
  const [values, setValues] = useState<CheckoutValues>({ ...EMPTY_VALUES, country: "CA", line2: "Apt 4" })
  return (
    <AddressFields
      values={values}
      errors={{}}
      onChange={(field, value) =>
        setValues((old) => ({ ...old, [field]: value, ...(field === "country" ? { region: "" } : {}) }))
      }
    />
  )
}

/** The suggestions on offer (the form's selects have options too). */
const suggested = () => within(screen.getByRole("listbox")).getAllByRole("option")

/** An answer the test gives when it chooses (the lib of ES2023 has no `Promise.withResolvers`). */
const later = <T,>() => {
  let resolve: (value: T) => void = () => undefined
  const promise = new Promise<T>((settle) => {
    resolve = settle
  })
  return { promise, resolve: (value: T) => resolve(value) }
}

const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)))

/** The address line, focused and enhanced: the combobox it became on its first focus. */
const focusedCombobox = async (user: ReturnType<typeof userEvent.setup>) => {
  const input = screen.getByRole("textbox", { name: "Address" })
  await user.click(input)
  await waitFor(() => expect(input.getAttribute("role")).toBe("combobox"))
  return input as HTMLInputElement
}

describe("the checkout's address line and its suggestions", () => {
  it("is a plain text field at first (name, label, autocomplete), and its first focus makes that same element an ARIA 1.2 combobox, focused, text kept", async () => {
    const user = userEvent.setup()
    render(<Line initial="5 El" />)
    const plain = screen.getByRole("textbox", { name: "Address" }) as HTMLInputElement
    expect(plain.name).toBe("line1")
    expect(plain.autocomplete).toBe("address-line1")
    expect(plain.hasAttribute("aria-expanded")).toBe(false)
    await user.click(plain)
    const combobox = await screen.findByRole("combobox", { name: "Address" })
    expect(combobox).toBe(plain)
    expect(document.activeElement).toBe(plain)
    expect(plain.value).toBe("5 El")
    expect(combobox.getAttribute("aria-autocomplete")).toBe("list")
    expect(combobox.getAttribute("aria-expanded")).toBe("false")
    expect(combobox.getAttribute("aria-controls")).toBe(screen.getByRole("listbox", { hidden: true }).id)
    // Focusing asks nothing: only the shopper's typing does.
    await pause()
    expect(client.suggestAddresses).not.toHaveBeenCalled()
  })

  it("typing opens the listbox, arrows move the active option (wrapping), Enter picks and fills line, city, province, postal code and country", async () => {
    const user = userEvent.setup()
    render(<Fields />)
    const input = await focusedCombobox(user)
    await user.type(input, "1 Main")
    await waitFor(() => expect(input.getAttribute("aria-expanded")).toBe("true"))
    expect(suggested()).toHaveLength(2)
    expect(client.suggestAddresses).toHaveBeenLastCalledWith(
      expect.objectContaining({ input: "1 Main", country: "CA" }),
    )

    await user.keyboard("{ArrowUp}")
    const [first, second] = suggested()
    expect(input.getAttribute("aria-activedescendant")).toBe(second?.id)
    await user.keyboard("{ArrowDown}")
    expect(input.getAttribute("aria-activedescendant")).toBe(first?.id)
    expect(first?.getAttribute("aria-selected")).toBe("true")

    await user.keyboard("{Enter}")
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("City").value).toBe("Springfield"))
    expect(client.placeDetails).toHaveBeenCalledWith(
      expect.objectContaining({ placeId: "p1", ...CHECKOUT_PLACES_TRACKING }),
    )
    expect(input.value).toBe(SPRINGFIELD.line1)
    expect(screen.getByLabelText<HTMLSelectElement>("Country").value).toBe("US")
    expect(screen.getByLabelText<HTMLSelectElement>("State").value).toBe("IL")
    expect(screen.getByLabelText<HTMLInputElement>("ZIP Code").value).toBe("62701")
    // The place has no second line: the apartment typed stays.
    expect(screen.getByLabelText<HTMLInputElement>("Apartment, suite (optional)").value).toBe("Apt 4")
    expect(input.getAttribute("aria-expanded")).toBe("false")
    expect(input.hasAttribute("aria-activedescendant")).toBe(false)
    expect(document.activeElement).toBe(input)
  })

  it("the details call ends the session: the next lookup has a new session token", async () => {
    const user = userEvent.setup()
    render(<Line />)
    const input = await focusedCombobox(user)
    await user.type(input, "1 Main")
    await waitFor(() => expect(suggested()).toHaveLength(2))
    await user.keyboard("{ArrowDown}{Enter}")
    await waitFor(() => expect(input.value).toBe(SPRINGFIELD.line1))
    const firstToken = client.suggestAddresses.mock.calls[0]?.[0].sessionToken
    expect(firstToken).toMatch(/^[0-9a-f]{32}$/)
    expect(client.placeDetails.mock.calls[0]?.[0].sessionToken).toBe(firstToken)
    // The picked text is not looked up again.
    await pause()
    expect(client.suggestAddresses).toHaveBeenCalledTimes(1)
    await user.clear(input)
    await user.type(input, "2 Oak")
    await waitFor(() =>
      expect(client.suggestAddresses.mock.calls.at(-1)?.[0]).toMatchObject({ input: "2 Oak" }),
    )
    expect(client.suggestAddresses.mock.calls.at(-1)?.[0].sessionToken).not.toBe(firstToken)
  })

  it("Escape closes the list and keeps the text; Down reopens it; Escape within the pause asks nothing; under three characters nothing is asked", async () => {
    const user = userEvent.setup()
    render(<Line />)
    const input = await focusedCombobox(user)
    await user.type(input, "1 ")
    await pause()
    expect(client.suggestAddresses).not.toHaveBeenCalled()
    await user.type(input, "Main")
    await waitFor(() => expect(input.getAttribute("aria-expanded")).toBe("true"))
    await user.keyboard("{Escape}")
    expect(input.getAttribute("aria-expanded")).toBe("false")
    expect(input.hasAttribute("aria-activedescendant")).toBe(false)
    expect(input.value).toBe("1 Main")
    await user.keyboard("{ArrowDown}")
    expect(input.getAttribute("aria-expanded")).toBe("true")
    expect(input.getAttribute("aria-activedescendant")).toBe(suggested()[0]?.id)

    // Escape within the pause drops the lookup: nothing is asked, nothing opens later.
    await user.keyboard("{Escape}")
    await user.type(input, " St{Escape}")
    await pause()
    expect(client.suggestAddresses).toHaveBeenCalledTimes(1)
    expect(input.getAttribute("aria-expanded")).toBe("false")
    expect(input.value).toBe("1 Main St")
  })

  it("a failing or empty lookup says so in the status line and the shopper keeps typing", async () => {
    client.suggestAddresses.mockResolvedValueOnce({
      ok: false,
      error: { status: 503, message: "Unavailable", fieldErrors: {}, crumbFail: false },
    })
    client.suggestAddresses.mockResolvedValueOnce({ ok: true, value: { suggestions: [] } })
    const user = userEvent.setup()
    render(<Line />)
    const input = await focusedCombobox(user)
    await user.type(input, "9 Nowhere")
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toMatch(/unavailable: type the address/),
    )
    expect(input.getAttribute("aria-expanded")).toBe("false")
    await user.type(input, " Lane")
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/No matching address/))
    expect(input.value).toBe("9 Nowhere Lane")
    expect(input.getAttribute("aria-expanded")).toBe("false")
    await user.keyboard("{Escape}")
    expect(screen.getByRole("status").textContent).toBe("")
  })

  it("SITE-009 on a French page the status line says so in French", async () => {
    const french = dictionaryFor("fr")
    client.suggestAddresses.mockResolvedValueOnce({ ok: true, value: { suggestions: [] } })
    const user = userEvent.setup()
    const data = {
      path: "/fr/checkout",
      settings,
      cart: null,
      language: { tag: "fr", prefix: "/fr", strings: french },
    }
    render(
      <PageDataProvider data={data}>
        <Line />
      </PageDataProvider>,
    )
    const input = await focusedCombobox(user)
    await user.type(input, "9 Nowhere")
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(french.addressNoMatch))
    expect(french.addressNoMatch).toBe("Aucune adresse correspondante : saisissez-la comme d'habitude.")
  })

  it("leaving the line within the pause asks nothing (no billed call), and an answer arriving after leaving opens nothing", async () => {
    const user = userEvent.setup()
    render(
      <>
        <Line />
        <input aria-label="City" />
      </>,
    )
    const input = await focusedCombobox(user)
    await user.type(input, "1 Main")
    await user.click(screen.getByLabelText("City"))
    await pause()
    expect(client.suggestAddresses).not.toHaveBeenCalled()

    const answer = later<Awaited<ReturnType<PlacesClient["suggestAddresses"]>>>()
    client.suggestAddresses.mockReturnValueOnce(answer.promise)
    await user.click(input)
    await user.type(input, " St")
    await waitFor(() => expect(client.suggestAddresses).toHaveBeenCalledTimes(1))
    await user.click(screen.getByLabelText("City"))
    await act(async () =>
      answer.resolve({ ok: true, value: { suggestions: [{ placeId: "p1", text: "1 Main St" }] } }),
    )
    expect(input.getAttribute("aria-expanded")).toBe("false")
    expect(screen.getByRole("status").textContent).toBe("")
  })

  it("a pick fills the fields even when the shopper moves on before the address arrives, but not once they typed again", async () => {
    const user = userEvent.setup()
    render(<Fields />)
    const input = await focusedCombobox(user)
    await user.type(input, "1 Main")
    await waitFor(() => expect(suggested()).toHaveLength(2))
    const address = later<Awaited<ReturnType<PlacesClient["placeDetails"]>>>()
    client.placeDetails.mockReturnValueOnce(address.promise)
    await user.keyboard("{ArrowDown}{Enter}")
    await user.click(screen.getByLabelText("City"))
    await act(async () => address.resolve({ ok: true, value: { address: SPRINGFIELD } }))
    expect(screen.getByLabelText<HTMLInputElement>("City").value).toBe("Springfield")

    const late = later<Awaited<ReturnType<PlacesClient["placeDetails"]>>>()
    client.placeDetails.mockReturnValueOnce(late.promise)
    await user.clear(input)
    await user.type(input, "1 Main")
    await waitFor(() => expect(suggested()).toHaveLength(2))
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}")
    await user.type(input, " (rear)")
    await act(async () =>
      late.resolve({ ok: true, value: { address: { ...SPRINGFIELD, city: "Shelbyville" } } }),
    )
    expect(input.value).toBe("1 Main Ave, Shelbyville, IL (rear)")
    expect(screen.getByLabelText<HTMLInputElement>("City").value).toBe("Springfield")
  })
})
