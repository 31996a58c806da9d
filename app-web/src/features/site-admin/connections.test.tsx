import { render, screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { ConnectionsClient } from "@vitrine/adapter-http/client"
import {
  AUTOMATION_STATUS_LABEL,
  type AutomationConnection,
  type ListSubscriber,
  MAILING_CONNECTION_MESSAGE,
  MAILING_LISTS,
  type MailingConnection,
  type MailingListId,
  SUBSCRIBERS_PAGE_SIZE,
  type SubscriberPaging,
} from "@vitrine/core/site"
import { afterEach, describe, expect, it, vi } from "vitest"
import { navigate } from "../../router/history.ts"
import { ConnectionsPage } from "./ConnectionsPage.tsx"
import { CONNECTIONS_TEXT } from "./connections-text.ts"

const ok = <T,>(value: T) => ({ ok: true as const, value })

// The page among the admin's links, which go through the app's router as the nav's do.
const appLink = (path: string, name: string) => (
  <a
    href={path}
    onClick={(event) => {
      event.preventDefault()
      navigate(path)
    }}
  >
    {name}
  </a>
)
const renderWithLinks = (client: ConnectionsClient) =>
  render(
    <>
      <ConnectionsPage client={client} />
      {appLink("/admin/settings", "Settings")}
      {appLink("/admin/orders", "Orders")}
    </>,
  )
type Result<K extends keyof ConnectionsClient> = Awaited<ReturnType<ConnectionsClient[K]>>

/** A connections client over one stored value, as the server keeps it. */
const fakeConnections = (start: MailingConnection | null = null, people: readonly ListSubscriber[] = []) => {
  let mailing = start
  let subscribers = [...people]
  let automation: AutomationConnection = { status: "disconnected" }
  return {
    connections: vi.fn(async () => ok({ mailing, automation, lists: MAILING_LISTS })),
    saveMailing: vi.fn(async (connection: MailingConnection) => {
      mailing = connection
      return ok({ mailing: connection }) as Result<"saveMailing">
    }),
    disconnectMailing: vi.fn(async () => {
      mailing = null
      return ok({ mailing: null }) as Result<"disconnectMailing">
    }),
    connectAutomation: vi.fn(async () => {
      automation = { status: "awaiting", requestedAt: "2026-11-29T10:00:00.000Z" }
      return ok({ automation, key: "k".repeat(43) }) as Result<"connectAutomation">
    }),
    disconnectAutomation: vi.fn(async () => {
      automation = { status: "disconnected" }
      return ok({ automation }) as Result<"disconnectAutomation">
    }),
    subscribers: vi.fn(async (listId: MailingListId, paging: SubscriberPaging = { page: 1, size: 50 }) => {
      const onList = subscribers.filter((one) => one.listId === listId)
      const pending = onList.filter((one) => one.status === "pending").length
      const from = (paging.page - 1) * paging.size
      return ok({
        listId,
        pending,
        confirmed: onList.length - pending,
        ...paging,
        subscribers: onList.slice(from, from + paging.size),
      }) as Result<"subscribers">
    }),
    removeSubscriber: vi.fn(async (_listId: MailingListId, id: string) => {
      subscribers = subscribers.filter((one) => one.id !== id)
      return ok({ removed: true as const }) as Result<"removeSubscriber">
    }),
  } satisfies ConnectionsClient
}

const newsletter: MailingConnection = {
  listId: "newsletter",
  doubleOptIn: true,
  subject: "New sign-up",
  to: ["owner@example.com"],
  cc: [],
  bcc: [],
}
const user = userEvent.setup()
const field = (name: string) => screen.getByLabelText(name, { exact: true })

afterEach(() => window.history.replaceState(null, "", "/"))

describe("the connections screen", () => {
  it("EDITOR-008 a merchant chooses a list and fills the options; the save sends the connection and says Saved.", async () => {
    const client = fakeConnections()
    render(<ConnectionsPage client={client} />)
    await user.selectOptions(await screen.findByLabelText(CONNECTIONS_TEXT.list), "restock")
    await user.click(field(CONNECTIONS_TEXT.doubleOptIn))
    await user.type(field(CONNECTIONS_TEXT.subject), "Restock sign-up")
    await user.type(field(CONNECTIONS_TEXT.to), "owner@example.com")
    await user.type(field(CONNECTIONS_TEXT.bcc), "a@example.com, b@example.org")
    await user.click(screen.getByRole("button", { name: CONNECTIONS_TEXT.save }))
    expect(client.saveMailing).toHaveBeenCalledWith({
      listId: "restock",
      doubleOptIn: false,
      subject: "Restock sign-up",
      to: ["owner@example.com"],
      cc: [],
      bcc: ["a@example.com", "b@example.org"],
    })
    expect(await screen.findByText(CONNECTIONS_TEXT.saved)).toBeTruthy()
    expect(screen.getByText(CONNECTIONS_TEXT.connectedTo("Restock alerts"))).toBeTruthy()
  })

  it("EDITOR-023 EDITOR-024 EDITOR-014 EDITOR-015 an empty form shows each field's message by its input and sends nothing", async () => {
    const client = fakeConnections()
    render(<ConnectionsPage client={client} />)
    await user.type(await screen.findByLabelText(CONNECTIONS_TEXT.cc), "ada")
    await user.click(screen.getByRole("button", { name: CONNECTIONS_TEXT.save }))
    expect(client.saveMailing).not.toHaveBeenCalled()
    const alerts = screen.getAllByRole("alert").map((alert) => alert.textContent)
    expect(alerts).toEqual(
      expect.arrayContaining([
        "A List must be selected",
        "Add an email subject",
        "Please enter a valid email",
        MAILING_CONNECTION_MESSAGE.emailsFormat,
        CONNECTIONS_TEXT.fixProblems,
      ]),
    )
    expect(field(CONNECTIONS_TEXT.cc).getAttribute("aria-invalid")).toBe("true")
  })

  it("EDITOR-007 disconnecting asks in a dialog first: Cancel keeps the list, Yes disconnects it", async () => {
    const client = fakeConnections(newsletter)
    render(<ConnectionsPage client={client} />)
    await user.click(await screen.findByRole("button", { name: CONNECTIONS_TEXT.disconnect }))
    const dialog = screen.getByRole("alertdialog", { name: CONNECTIONS_TEXT.disconnectTitle })
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }))
    expect(client.disconnectMailing).not.toHaveBeenCalled()
    await user.click(screen.getAllByRole("button", { name: CONNECTIONS_TEXT.disconnect })[0] as HTMLElement)
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: CONNECTIONS_TEXT.yesDisconnect }),
    )
    expect(client.disconnectMailing).toHaveBeenCalledOnce()
    expect(await screen.findByText(CONNECTIONS_TEXT.disconnected)).toBeTruthy()
    expect(screen.getByText(CONNECTIONS_TEXT.notConnected)).toBeTruthy()
  })

  it("EDITOR-011 leaving with unsaved edits asks to save or discard; Keep editing stays, Discard leaves with nothing sent", async () => {
    window.history.replaceState(null, "", "/admin/connections")
    const client = fakeConnections(newsletter)
    renderWithLinks(client)
    await user.type(await screen.findByLabelText(CONNECTIONS_TEXT.subject), "!")
    await user.click(screen.getByRole("link", { name: "Settings" }))
    expect(window.location.pathname).toBe("/admin/connections")
    const prompt = screen.getByRole("alertdialog", { name: CONNECTIONS_TEXT.unsavedTitle })
    expect(document.activeElement?.textContent).toBe(CONNECTIONS_TEXT.saveAndLeave)
    await user.click(within(prompt).getByRole("button", { name: CONNECTIONS_TEXT.keepEditing }))
    expect(screen.queryByRole("alertdialog")).toBeNull()
    expect(window.location.pathname).toBe("/admin/connections")

    await user.click(screen.getByRole("link", { name: "Settings" }))
    await user.click(screen.getByRole("button", { name: CONNECTIONS_TEXT.discard }))
    expect(window.location.pathname).toBe("/admin/settings")
    expect(client.saveMailing).not.toHaveBeenCalled()
  })

  it("EDITOR-011 the browser's Back button is held too: the screen stays, and Discard goes where Back was going", async () => {
    window.history.replaceState(null, "", "/admin/orders")
    window.history.pushState(null, "", "/admin/connections")
    const client = fakeConnections(newsletter)
    renderWithLinks(client)
    await user.type(await screen.findByLabelText(CONNECTIONS_TEXT.subject), "!")
    window.history.back()
    const prompt = await screen.findByRole("alertdialog", { name: CONNECTIONS_TEXT.unsavedTitle })
    expect(window.location.pathname).toBe("/admin/connections")
    expect(screen.getByLabelText(CONNECTIONS_TEXT.subject)).toHaveProperty("value", "New sign-up!")
    await user.click(within(prompt).getByRole("button", { name: CONNECTIONS_TEXT.discard }))
    expect(window.location.pathname).toBe("/admin/orders")
    expect(client.saveMailing).not.toHaveBeenCalled()
  })

  it("EDITOR-011 Save in the prompt saves the edits, then leaves; with no edits nothing holds the page", async () => {
    window.history.replaceState(null, "", "/admin/connections")
    const client = fakeConnections(newsletter)
    renderWithLinks(client)
    await user.type(await screen.findByLabelText(CONNECTIONS_TEXT.subject), "!")
    await user.click(screen.getByRole("link", { name: "Settings" }))
    await user.click(screen.getByRole("button", { name: CONNECTIONS_TEXT.saveAndLeave }))
    expect(client.saveMailing).toHaveBeenCalledWith({ ...newsletter, subject: "New sign-up!" })
    await vi.waitFor(() => expect(window.location.pathname).toBe("/admin/settings"))
    await user.click(screen.getByRole("link", { name: "Orders" }))
    expect(window.location.pathname).toBe("/admin/orders")
  })

  it("EDITOR-009 the automation service goes Disconnected → Awaiting Connection (key shown once) → Disconnected after a confirmation", async () => {
    const client = fakeConnections()
    render(<ConnectionsPage client={client} />)
    expect(
      await screen.findByText(CONNECTIONS_TEXT.status(AUTOMATION_STATUS_LABEL.disconnected)),
    ).toBeTruthy()
    await user.click(screen.getByRole("button", { name: CONNECTIONS_TEXT.connect }))
    expect(await screen.findByText(CONNECTIONS_TEXT.status("Awaiting Connection"))).toBeTruthy()
    expect((field(CONNECTIONS_TEXT.key) as HTMLInputElement).value).toBe("k".repeat(43))
    expect(screen.getByRole("button", { name: CONNECTIONS_TEXT.newKey })).toBeTruthy()
    await user.click(screen.getByRole("button", { name: CONNECTIONS_TEXT.disconnect }))
    await user.click(
      within(screen.getByRole("alertdialog", { name: CONNECTIONS_TEXT.disconnectAutomationTitle })).getByRole(
        "button",
        { name: CONNECTIONS_TEXT.yesDisconnect },
      ),
    )
    expect(await screen.findByText(CONNECTIONS_TEXT.status("Disconnected"))).toBeTruthy()
    expect(screen.queryByLabelText(CONNECTIONS_TEXT.key)).toBeNull()
  })
})

const subscriber = (
  email: string,
  status: ListSubscriber["status"],
  listId: MailingListId = "newsletter",
): ListSubscriber => ({
  id: `id-${email}`,
  websiteId: "site-1",
  listId,
  email,
  status,
  signedUpAt: Date.UTC(2026, 10, 20),
  confirmedAt: status === "confirmed" ? Date.UTC(2026, 10, 21) : null,
})

describe("the connected list's subscribers", () => {
  it("shows the count, each address with its status and sign-up date, and a CSV export of the list", async () => {
    const client = fakeConnections(newsletter, [
      subscriber("ada@example.com", "confirmed"),
      subscriber("bob@example.com", "pending"),
      subscriber("cy@example.com", "pending", "restock"),
    ])
    render(<ConnectionsPage client={client} />)
    expect(await screen.findByText(CONNECTIONS_TEXT.subscriberCount(2, 1, 1))).toBeTruthy()
    const rows = screen
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent)
    expect(rows).toEqual([
      expect.stringContaining("ada@example.comConfirmed2026-11-20"),
      expect.stringContaining("bob@example.comPending2026-11-20"),
    ])
    expect(screen.getByRole("link", { name: CONNECTIONS_TEXT.exportCsv }).getAttribute("href")).toBe(
      "/api/connections/lists/newsletter/subscribers.csv",
    )
    await user.selectOptions(screen.getByLabelText(CONNECTIONS_TEXT.subscribersList), "restock")
    expect(await screen.findByText(CONNECTIONS_TEXT.subscriberCount(1, 0, 1))).toBeTruthy()
    expect(client.subscribers).toHaveBeenLastCalledWith("restock", { page: 1, size: SUBSCRIBERS_PAGE_SIZE })
  })

  it("a long list is read a page at a time: Previous and Next with 'Page n of m', the counts the whole list's, the focus kept on the button", async () => {
    const many = Array.from({ length: SUBSCRIBERS_PAGE_SIZE * 2 + 1 }, (_, index) =>
      subscriber(`p${String(index).padStart(3, "0")}@example.com`, index % 2 === 0 ? "confirmed" : "pending"),
    )
    const client = fakeConnections(newsletter, many)
    render(<ConnectionsPage client={client} />)
    const total = many.length
    expect(await screen.findByText(CONNECTIONS_TEXT.subscriberCount(total, 51, 50))).toBeTruthy()
    const pager = screen.getByRole("navigation", { name: CONNECTIONS_TEXT.subscriberPages })
    expect(pager.textContent).toContain(CONNECTIONS_TEXT.pageOf(1, 3))
    expect(screen.getAllByRole("row")).toHaveLength(SUBSCRIBERS_PAGE_SIZE + 1)
    const previous = within(pager).getByRole("button", { name: CONNECTIONS_TEXT.previousPage })
    const next = within(pager).getByRole("button", { name: CONNECTIONS_TEXT.nextPage })
    expect(previous.getAttribute("aria-disabled")).toBe("true")
    await user.click(previous)
    expect(client.subscribers).toHaveBeenCalledTimes(1)

    await user.click(next)
    expect(await within(pager).findByText(CONNECTIONS_TEXT.pageOf(2, 3))).toBeTruthy()
    expect(client.subscribers).toHaveBeenLastCalledWith("newsletter", {
      page: 2,
      size: SUBSCRIBERS_PAGE_SIZE,
    })
    expect(screen.getByText("p050@example.com")).toBeTruthy()
    expect(document.activeElement).toBe(next)
    await user.keyboard("{Enter}")
    expect(await within(pager).findByText(CONNECTIONS_TEXT.pageOf(3, 3))).toBeTruthy()
    expect(screen.getAllByRole("row")).toHaveLength(2)
    expect(next.getAttribute("aria-disabled")).toBe("true")
    expect(document.activeElement).toBe(next)

    // Removing the last page's one address shows the page before.
    await user.click(screen.getByRole("button", { name: CONNECTIONS_TEXT.removeLabel("p100@example.com") }))
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: CONNECTIONS_TEXT.yesRemove }),
    )
    expect(await screen.findByText(CONNECTIONS_TEXT.subscriberCount(total - 1, 50, 50))).toBeTruthy()
    expect(
      screen.queryByRole("navigation", { name: CONNECTIONS_TEXT.subscriberPages })?.textContent,
    ).toContain(CONNECTIONS_TEXT.pageOf(2, 2))
    await user.click(screen.getByRole("button", { name: CONNECTIONS_TEXT.previousPage }))
    expect(await screen.findByText(CONNECTIONS_TEXT.pageOf(1, 2))).toBeTruthy()
    expect(screen.getByText("p000@example.com")).toBeTruthy()
  })

  it("an empty list says so and offers no export", async () => {
    render(<ConnectionsPage client={fakeConnections(newsletter)} />)
    expect(await screen.findByText(CONNECTIONS_TEXT.noSubscribers("Newsletter"))).toBeTruthy()
    expect(screen.queryByRole("link", { name: CONNECTIONS_TEXT.exportCsv })).toBeNull()
  })

  it("removing asks in a dialog first: Cancel keeps the address, Yes removes it and says so", async () => {
    const client = fakeConnections(newsletter, [subscriber("ada@example.com", "confirmed")])
    render(<ConnectionsPage client={client} />)
    await user.click(
      await screen.findByRole("button", { name: CONNECTIONS_TEXT.removeLabel("ada@example.com") }),
    )
    const dialog = screen.getByRole("alertdialog", { name: CONNECTIONS_TEXT.removeTitle("ada@example.com") })
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }))
    expect(client.removeSubscriber).not.toHaveBeenCalled()
    await user.click(screen.getByRole("button", { name: CONNECTIONS_TEXT.removeLabel("ada@example.com") }))
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: CONNECTIONS_TEXT.yesRemove }),
    )
    expect(client.removeSubscriber).toHaveBeenCalledWith("newsletter", "id-ada@example.com")
    expect(await screen.findByText(CONNECTIONS_TEXT.removed("ada@example.com"))).toBeTruthy()
    expect(await screen.findByText(CONNECTIONS_TEXT.noSubscribers("Newsletter"))).toBeTruthy()
  })

  it("a list that fails to load shows the error with Retry, which loads it again", async () => {
    const client = fakeConnections(newsletter, [subscriber("ada@example.com", "pending")])
    client.subscribers.mockImplementationOnce(async () => ({
      ok: false as const,
      error: { status: 503, message: "The store is unavailable.", fieldErrors: {}, crumbFail: false },
    }))
    render(<ConnectionsPage client={client} />)
    const alert = await screen.findByText(/The subscribers could not be loaded\./)
    expect(alert.textContent).toContain("The store is unavailable.")
    await user.click(screen.getByRole("button", { name: CONNECTIONS_TEXT.retry }))
    expect(await screen.findByText(CONNECTIONS_TEXT.subscriberCount(1, 0, 1))).toBeTruthy()
  })
})
