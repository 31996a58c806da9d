/** How long a census call may take before it is given up (TRACK-016). */
export const CENSUS_TIMEOUT_MS = 2500

/**
 * Posts a body and forgets it: the call is given up after 2500 ms (TRACK-016) and any failure is
 * swallowed (TRACK-017) — the page never waits for or hears about the census.
 *
 * @example
 * post("/api/census/RecordHit", form, "application/x-www-form-urlencoded")
 */
export const post = (
  url: string,
  body: string,
  contentType: string,
  headers: Record<string, string> = {},
): Promise<void> => {
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), CENSUS_TIMEOUT_MS)
  const done = () => clearTimeout(timer)
  try {
    return fetch(url, {
      method: "POST",
      body,
      headers: { "Content-Type": contentType, ...headers },
      credentials: "same-origin",
      keepalive: true,
      signal: abort.signal,
    }).then(done, done)
  } catch {
    done()
    return Promise.resolve()
  }
}

/**
 * Sends a body by beacon when the browser has one (it survives the page going away), else by a
 * `text/plain` POST (PERF-014).
 *
 * @example
 * beacon("/api/1/performance/records", JSON.stringify(records))
 */
export const beacon = (url: string, body: string): void => {
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, body)) return
  } catch {
    // A refused beacon (too large, no permission) falls back to a POST.
  }
  void post(url, body, "text/plain")
}

/**
 * The value of one cookie of the page, or undefined.
 *
 * @example
 * cookie("crumb") // "abc"
 */
export const cookie = (name: string): string | undefined => {
  for (const part of document.cookie.split(";")) {
    const at = part.indexOf("=")
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim())
      } catch {
        return part.slice(at + 1).trim()
      }
    }
  }
  return undefined
}

/**
 * Writes a cookie on the page (path `/`, SameSite=Lax); `maxAgeMs` 0 clears it.
 *
 * @example
 * writeCookie({ name: "ss_performanceCookiesAllowed", value: "true", options: { maxAgeMs: 1000, httpOnly: false } })
 */
export const writeCookie = (spec: { name: string; value: string; options: { maxAgeMs: number } }): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
  document.cookie = `${spec.name}=${encodeURIComponent(spec.value)}; Max-Age=${Math.floor(spec.options.maxAgeMs / 1000)}; Path=/; SameSite=Lax`
}
