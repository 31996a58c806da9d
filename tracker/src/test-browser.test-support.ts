import { vi } from "vitest"

/** One call the page made to the network, as the tests read it. */
export interface Sent {
  readonly url: string
  readonly body: string
  readonly contentType: string | undefined
  readonly headers: Record<string, string>
  readonly signal: AbortSignal | undefined
  readonly via: "fetch" | "beacon"
}

/**
 * Replaces the browser's network (fetch and sendBeacon) for one test: every call is kept in `sent`;
 * `answer` decides what fetch does (by default it never settles, like a slow server).
 */
export const fakeNetwork = (options: { answer?: () => Promise<Response>; beacon?: boolean } = {}) => {
  const sent: Sent[] = []
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit) => {
      const headers = (init.headers ?? {}) as Record<string, string>
      sent.push({
        url,
        body: String(init.body),
        contentType: headers["Content-Type"],
        headers,
        signal: init.signal ?? undefined,
        via: "fetch",
      })
      return options.answer?.() ?? new Promise<Response>(() => {})
    }),
  )
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value:
      options.beacon === false
        ? undefined
        : (url: string, body: string) => {
            sent.push({ url, body, contentType: "text/plain", headers: {}, signal: undefined, via: "beacon" })
            return true
          },
  })
  return sent
}

/** Clears every cookie of the page. */
export const clearCookies = (): void => {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim()
    if (name) pageCookie(`${name}=; Max-Age=0; Path=/`)
  }
}

/**
 * Sets a cookie on the page, as a server's Set-Cookie or a script would.
 *
 * @example
 * pageCookie("crumb=c1; Path=/")
 */
export const pageCookie = (line: string): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: the tests arrange the page's cookies the way the tracker reads them.
  document.cookie = line
}
