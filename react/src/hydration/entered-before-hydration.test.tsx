import { act, fireEvent } from "@testing-library/react"
import { useRef, useState } from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { afterEach, describe, expect, it } from "vitest"
import { enteredBeforeHydration, useEnteredBeforeHydration } from "./entered-before-hydration.ts"

interface Values {
  readonly email: string
  readonly country: string
  readonly shippingOptionId: string
}
const EMPTY: Values = { email: "", country: "US", shippingOptionId: "" }

/** A controlled form like the checkout's, that shows what its state would submit. */
const Form = ({ onSubmit }: { onSubmit: (values: Values) => void }) => {
  const [values, setValues] = useState(EMPTY)
  const form = useRef<HTMLFormElement>(null)
  useEnteredBeforeHydration(form, values, (entered) => setValues((old) => ({ ...old, ...entered })))
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }))
  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(values)
      }}
    >
      <input name="email" aria-label="Email" value={values.email} onChange={set("email")} />
      <select name="country" aria-label="Country" value={values.country} onChange={set("country")}>
        <option value="US">United States</option>
        <option value="CA">Canada</option>
      </select>
      {/* The server preselects the first option while the state is still empty. */}
      {["standard", "express"].map((id) => (
        <input
          key={id}
          type="radio"
          name="shippingOptionId"
          value={id}
          checked={(values.shippingOptionId || "standard") === id}
          onChange={set("shippingOptionId")}
        />
      ))}
      <input name="unrelated" aria-label="Unrelated" defaultValue="" />
      <button type="submit">Send</button>
    </form>
  )
}

const serverRendered = () => {
  const container = document.createElement("div")
  container.innerHTML = renderToString(<Form onSubmit={() => {}} />)
  document.body.append(container)
  return container
}

afterEach(() => {
  document.body.innerHTML = ""
})

describe("what a visitor typed before the form was hydrated", () => {
  it("is in the state the hydrated form submits, not only on screen", async () => {
    const container = serverRendered()
    const email = container.querySelector<HTMLInputElement>("[name=email]")
    const country = container.querySelector<HTMLSelectElement>("[name=country]")
    if (!email || !country) throw new Error("the form rendered its fields")
    // Typed into the server's HTML, before any script ran.
    email.value = "ada@example.com"
    country.value = "CA"
    const submitted: Values[] = []
    await act(async () => {
      hydrateRoot(container, <Form onSubmit={(values) => submitted.push(values)} />)
    })
    expect(email.value).toBe("ada@example.com")
    fireEvent.submit(container.querySelector("form") as HTMLFormElement)
    expect(submitted).toEqual([{ email: "ada@example.com", country: "CA", shippingOptionId: "" }])
  })

  it("leaves a field the server preselected, and a form nobody touched, as the state has them", async () => {
    const container = serverRendered()
    const submitted: Values[] = []
    await act(async () => {
      hydrateRoot(container, <Form onSubmit={(values) => submitted.push(values)} />)
    })
    fireEvent.submit(container.querySelector("form") as HTMLFormElement)
    expect(submitted).toEqual([EMPTY])
  })

  it("adopts a radio the visitor chose, and ignores fields the state does not hold", () => {
    const container = serverRendered()
    const form = container.querySelector("form")
    const express = container.querySelector<HTMLInputElement>("[value=express]")
    const unrelated = container.querySelector<HTMLInputElement>("[name=unrelated]")
    if (!form || !express || !unrelated) throw new Error("the form rendered its fields")
    expect(enteredBeforeHydration(form, EMPTY)).toEqual({})
    express.checked = true
    unrelated.value = "not ours"
    expect(enteredBeforeHydration(form, EMPTY)).toEqual({ shippingOptionId: "express" })
    // Already what the state holds: nothing to adopt.
    expect(enteredBeforeHydration(form, { ...EMPTY, shippingOptionId: "express" })).toEqual({})
  })

  it("reads a checkbox the visitor ticked or cleared as a form sends it: its value, or nothing", () => {
    const frame = document.createElement("div")
    frame.innerHTML = renderToString(
      <>
        <input type="checkbox" name="news" value="yes" />
        <input type="checkbox" name="terms" defaultChecked />
      </>,
    )
    const [news, terms] = frame.querySelectorAll("input")
    if (!news || !terms) throw new Error("the boxes rendered")
    const values = { news: "", terms: "on" }
    expect(enteredBeforeHydration(frame, values)).toEqual({})
    news.checked = true
    terms.checked = false
    expect(enteredBeforeHydration(frame, values)).toEqual({ news: "yes", terms: "" })
  })
})
