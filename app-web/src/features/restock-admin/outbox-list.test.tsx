import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import type { OutboxRow } from "../../../../adapters/http/src/contract/restock-admin.ts"
import { failed, fakeClient } from "../../../../react/test/fake-client.ts"
import { renderWith } from "../../../test/render.tsx"
import type { StoreClient } from "../../api/store-client.ts"
import { OutboxList } from "./OutboxList.tsx"
import { RETRY_MAIL_TEXT } from "./RetryMailButton.tsx"

const dead: OutboxRow = {
  key: "restock:1:1",
  kind: "restock",
  to: "ada@example.com",
  state: "dead",
  attempts: 5,
  queuedAt: 0,
  sentAt: null,
  lastError: "550 mailbox unavailable",
}

describe("retrying a failed e-mail of the outbox (merchant)", () => {
  it("says it is retrying, then reads the outbox again and shows the e-mail waiting", async () => {
    let answer: () => void = () => {}
    const retryOutbox = vi.fn<StoreClient["retryOutbox"]>(
      () => new Promise((resolve) => (answer = () => resolve({ ok: true, value: { retried: true } }))),
    )
    const outbox = vi
      .fn<StoreClient["outbox"]>()
      .mockResolvedValueOnce({ ok: true, value: { messages: [dead] } })
      .mockResolvedValue({ ok: true, value: { messages: [{ ...dead, state: "pending" }] } })
    const { user } = renderWith(<OutboxList refresh={0} />, { ...fakeClient(), outbox, retryOutbox })
    const button = await screen.findByRole("button", { name: RETRY_MAIL_TEXT.retry("ada@example.com") })
    await user.click(button)
    expect(button.textContent).toBe(RETRY_MAIL_TEXT.retrying)
    expect(button.getAttribute("aria-disabled")).toBe("true")
    await user.click(button)
    expect(retryOutbox).toHaveBeenCalledTimes(1)
    answer()
    await waitFor(() =>
      expect(screen.getByRole("row", { name: /ada@example.com/ }).textContent).toContain("Waiting"),
    )
    expect(retryOutbox).toHaveBeenCalledWith("restock:1:1")
  })

  it("a retry that fails keeps the row and says why, and the button can be pressed again", async () => {
    const retryOutbox = vi
      .fn<StoreClient["retryOutbox"]>()
      .mockResolvedValueOnce(failed({ status: 503, message: "Please try again" }))
      .mockResolvedValue({ ok: true, value: { retried: true } })
    const outbox = vi.fn<StoreClient["outbox"]>().mockResolvedValue({ ok: true, value: { messages: [dead] } })
    const { user } = renderWith(<OutboxList refresh={0} />, { ...fakeClient(), outbox, retryOutbox })
    const button = await screen.findByRole("button", { name: RETRY_MAIL_TEXT.retry("ada@example.com") })
    await user.click(button)
    expect((await screen.findByRole("alert")).textContent).toBe(RETRY_MAIL_TEXT.failed("Please try again"))
    expect(outbox).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("row", { name: /ada@example.com/ }).textContent).toContain("Failed")
    await user.click(button)
    await waitFor(() => expect(outbox).toHaveBeenCalledTimes(2))
    expect(screen.queryByRole("alert")).toBeNull()
  })
})
