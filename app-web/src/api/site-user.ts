import { readSiteUserInfoCookie } from "@vitrine/adapter-http/client"
import { useSyncExternalStore } from "react"

// Who is signed in, as the page's cookie says, apart from the accounts client (`accounts.tsx`): the
// header's account link reads it on every page's first load; the client's code is the app's pages'.

const listeners = new Set<() => void>()

/**
 * Tells every reader of the login state that it changed (after a sign-in, registration or
 * sign-out set or cleared the `SiteUserInfo` cookie).
 *
 * @example
 * siteUserChanged()
 */
export const siteUserChanged = (): void => {
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

// The cookie's text is the snapshot: a string compares by value, so React re-renders only on change.
const cookieText = () => document.cookie

/**
 * Whether a member is signed in, read from the `SiteUserInfo` cookie (SESSION-003): no request, so
 * the header knows at once.
 *
 * @example
 * const { authenticated } = useSiteUser()
 */
export const useSiteUser = () => readSiteUserInfoCookie(useSyncExternalStore(subscribe, cookieText, () => ""))
