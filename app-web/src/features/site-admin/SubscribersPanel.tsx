import { type ConnectionsClient, subscribersCsvPath } from "@vitrine/adapter-http/client"
import {
  type ListSubscriber,
  type MailingListId,
  SUBSCRIBERS_PAGE_SIZE,
  type SubscriberList,
  subscriberPages,
} from "@vitrine/core/site"
import { useConfirm } from "@vitrine/react"
import { useCallback, useEffect, useId, useState } from "react"
import { CONNECTIONS_TEXT } from "./connections-text.ts"

type Loaded =
  | { readonly state: "loading"; readonly list: SubscriberList | null }
  | { readonly state: "failed"; readonly message: string }
  | { readonly state: "loaded"; readonly list: SubscriberList }

const day = (at: number): string => new Date(at).toISOString().slice(0, 10)

/**
 * A mailing list's subscribers (the connected list first), read from the server a page at a time
 * (`SUBSCRIBERS_PAGE_SIZE`, newest first): the count of each status on the whole list, the page's
 * addresses with their status and sign-up date, Previous and Next with "Page n of m", a CSV export
 * of the whole list, and Remove, which asks first in a dialog. Loading, failure (with Retry), empty
 * and removal outcomes are announced. While the next page loads the current one stays (busy), so
 * the button pressed keeps the focus; a removal that empties the last page shows the page before.
 *
 * @example
 * <SubscribersPanel client={client} lists={connections.lists} listId="newsletter" />
 */
export const SubscribersPanel = (props: {
  readonly client: ConnectionsClient
  readonly lists: ReadonlyArray<{ readonly id: MailingListId; readonly name: string }>
  readonly listId: MailingListId
}) => {
  const { client, lists } = props
  const [listId, setListId] = useState(props.listId)
  const [page, setPage] = useState(1)
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading", list: null })
  const [notice, setNotice] = useState<string | null>(null)
  const { confirm, close, dialog } = useConfirm()
  const id = useId()
  const listName = lists.find((list) => list.id === listId)?.name ?? listId

  const load = useCallback(async () => {
    setLoaded((before) => ({ state: "loading", list: before.state === "failed" ? null : before.list }))
    const result = await client.subscribers(listId, { page, size: SUBSCRIBERS_PAGE_SIZE })
    if (!result.ok) return setLoaded({ state: "failed", message: result.error.message })
    const last = subscriberPages(result.value)
    // A page emptied by removals (or by someone else's) shows the last page there is.
    if (page > last) return setPage(last)
    setLoaded({ state: "loaded", list: result.value })
  }, [client, listId, page])
  useEffect(() => {
    void load()
  }, [load])

  const remove = async (subscriber: ListSubscriber) => {
    const asked = await confirm({
      title: CONNECTIONS_TEXT.removeTitle(subscriber.email),
      message: CONNECTIONS_TEXT.removeMessage(listName),
      confirmLabel: CONNECTIONS_TEXT.yesRemove,
      busyLabel: CONNECTIONS_TEXT.removing,
      autoClose: false,
      confirmClassName: "button",
      cancelClassName: "button button-secondary",
    })
    if (!asked) return
    const result = await client.removeSubscriber(listId, subscriber.id)
    close()
    // Gone already (404) is what the merchant wanted too: the list is read again either way.
    setNotice(
      result.ok || result.error.status === 404
        ? CONNECTIONS_TEXT.removed(subscriber.email)
        : result.error.message,
    )
    await load()
  }

  return (
    <section className="settings-form list-subscribers" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{CONNECTIONS_TEXT.subscribers}</h2>
      <p className="settings-hint">{CONNECTIONS_TEXT.subscribersHint}</p>
      <div className="field">
        <label htmlFor={`${id}-list`}>{CONNECTIONS_TEXT.subscribersList}</label>
        <select
          id={`${id}-list`}
          value={listId}
          onChange={(event) => {
            setNotice(null)
            setPage(1)
            setLoaded({ state: "loading", list: null })
            setListId(event.target.value as MailingListId)
          }}
        >
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
        </select>
      </div>
      {dialog}
      <p role="status">{notice ?? ""}</p>
      {loaded.state === "loading" && loaded.list === null && (
        <p aria-busy="true">{CONNECTIONS_TEXT.loadingSubscribers}</p>
      )}
      {loaded.state === "failed" && (
        <div className="alert alert-inline" role="alert">
          <p>
            {CONNECTIONS_TEXT.subscribersFailed} {loaded.message}
          </p>
          <button type="button" className="button button-secondary" onClick={() => void load()}>
            {CONNECTIONS_TEXT.retry}
          </button>
        </div>
      )}
      {loaded.state !== "failed" && loaded.list !== null && (
        <SubscriberTable
          list={loaded.list}
          listName={listName}
          busy={loaded.state === "loading"}
          onRemove={remove}
          onPage={(next) => {
            setNotice(null)
            setPage(next)
          }}
        />
      )}
    </section>
  )
}

const SubscriberTable = (props: {
  readonly list: SubscriberList
  readonly listName: string
  readonly busy: boolean
  readonly onRemove: (subscriber: ListSubscriber) => Promise<void>
  readonly onPage: (page: number) => void
}) => {
  const { list } = props
  const total = list.pending + list.confirmed
  if (total === 0) return <p>{CONNECTIONS_TEXT.noSubscribers(props.listName)}</p>
  return (
    <>
      <p>{CONNECTIONS_TEXT.subscriberCount(total, list.confirmed, list.pending)}</p>
      <p>
        <a className="button button-secondary" href={subscribersCsvPath(list.listId)} download>
          {CONNECTIONS_TEXT.exportCsv}
        </a>
      </p>
      <div className="table-scroll">
        <table className="submissions-table" aria-busy={props.busy || undefined}>
          <thead>
            <tr>
              <th scope="col">{CONNECTIONS_TEXT.email}</th>
              <th scope="col">{CONNECTIONS_TEXT.subscriberStatus}</th>
              <th scope="col">{CONNECTIONS_TEXT.signedUp}</th>
              <th scope="col">{CONNECTIONS_TEXT.actions}</th>
            </tr>
          </thead>
          <tbody>
            {list.subscribers.map((subscriber) => (
              <tr key={subscriber.id}>
                <td>{subscriber.email}</td>
                <td>{CONNECTIONS_TEXT.statusLabel[subscriber.status]}</td>
                <td>
                  <time dateTime={new Date(subscriber.signedUpAt).toISOString()}>
                    {day(subscriber.signedUpAt)}
                  </time>
                </td>
                <td>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={CONNECTIONS_TEXT.removeLabel(subscriber.email)}
                    onClick={() => void props.onRemove(subscriber)}
                  >
                    {CONNECTIONS_TEXT.remove}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SubscriberPager list={list} busy={props.busy} onPage={props.onPage} />
    </>
  )
}

// Previous and Next stay in the page when they cannot go (aria-disabled), so the focus stays on them.
const SubscriberPager = (props: {
  readonly list: SubscriberList
  readonly busy: boolean
  readonly onPage: (page: number) => void
}) => {
  const { page } = props.list
  const pages = subscriberPages(props.list)
  if (pages === 1) return null
  const go = (to: number) => () => {
    if (!props.busy && to >= 1 && to <= pages) props.onPage(to)
  }
  return (
    <nav className="subscriber-pages" aria-label={CONNECTIONS_TEXT.subscriberPages}>
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={page <= 1 || props.busy || undefined}
        onClick={go(page - 1)}
      >
        {CONNECTIONS_TEXT.previousPage}
      </button>{" "}
      <span aria-live="polite">{CONNECTIONS_TEXT.pageOf(page, pages)}</span>{" "}
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={page >= pages || props.busy || undefined}
        onClick={go(page + 1)}
      >
        {CONNECTIONS_TEXT.nextPage}
      </button>
    </nav>
  )
}
