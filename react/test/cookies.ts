/**
 * Sets or clears a cookie the way the server's `Set-Cookie` would leave it for scripts.
 *
 * @example
 * setCookie("hasCart", "true")
 */
export const setCookie = (name: string, value: string | null) => {
  const expiry = value === null ? "; expires=Thu, 01 Jan 1970 00:00:00 GMT" : ""
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; tests play the server's part.
  document.cookie = `${name}=${value ?? ""}; path=/${expiry}`
}
