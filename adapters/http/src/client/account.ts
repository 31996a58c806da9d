import type { Cart } from "@vitrine/core/cart"
import type { ContributorRole } from "@vitrine/core/enums"
import { API_PATHS } from "../contract/wire.ts"
import { type ApiResult, clientConfig, type StoreClientOptions, send } from "./request.ts"

/** What a sign-in or registration sends (API-028). */
export interface Credentials {
  readonly email: string
  readonly password: string
  readonly rememberMe?: boolean
}

/** A signed-in member as the API shows them. */
export interface MemberView {
  readonly id: string
  readonly email: string
}

/** A signed-in staff member: roles (ENUM-003) and the permissions they give (ROLE-006). */
export interface StaffView extends MemberView {
  readonly roles: readonly ContributorRole[]
  readonly permissions: readonly string[]
}

/** A change sign-in made to the cart (core's `CartAdjustment`), with the text the cart page shows. */
export interface CartAdjustmentView {
  readonly itemId: string
  readonly sku: string
  readonly title: string
  readonly requested: number
  readonly quantity: number
  readonly reason: "stock" | "limit" | "currency"
  readonly message: string
}

/** A member's sign-in or registration: the token, the member, and the cart combined at sign-in. */
export interface MemberSignedIn {
  readonly xsrfToken: string
  readonly member: MemberView
  readonly cart: Cart | null
  readonly adjustments: readonly CartAdjustmentView[]
}

/** The accounts API as async calls returning results, as the store client's. */
export interface AccountClient {
  readonly signIn: (input: Credentials) => Promise<ApiResult<MemberSignedIn>>
  readonly register: (input: Credentials) => Promise<ApiResult<MemberSignedIn>>
  readonly signOut: (options?: {
    readonly cloneCart?: boolean
  }) => Promise<ApiResult<{ xsrfToken: string; cart: Cart | null }>>
  readonly member: () => Promise<ApiResult<{ member: MemberView | null }>>
  readonly staffSignIn: (input: Credentials) => Promise<ApiResult<{ xsrfToken: string; staff: StaffView }>>
  readonly staffSignOut: () => Promise<ApiResult<{ xsrfToken: string }>>
  readonly staff: () => Promise<ApiResult<{ staff: StaffView | null }>>
  /** API-030: keeps the signed-in member's language; send only what core's `languageToSend` allows. */
  readonly setLanguage: (language: string) => Promise<ApiResult<{ language: string }>>
}

/**
 * A fetch client of the member and staff session endpoints, safe for the browser. The token a
 * sign-in answers (`xsrfToken`) is also the browser's crumb cookie, so later calls echo it without
 * the page keeping it; a `crumbFail` answer is retried once (API-029).
 *
 * @example
 * const accounts = createAccountClient()
 * const signedIn = await accounts.signIn({ email, password, rememberMe: false })
 * if (!signedIn.ok) show(signedIn.error.message)
 */
export const createAccountClient = (options: StoreClientOptions = {}): AccountClient => {
  const config = clientConfig(options)
  return {
    signIn: (body) =>
      send(config, { endpoint: "memberSignedIn", method: "POST", path: API_PATHS.memberSession, body }),
    register: (body) =>
      send(config, { endpoint: "memberSignedIn", method: "POST", path: API_PATHS.memberAccount, body }),
    signOut: (signOutOptions = {}) =>
      send(config, {
        endpoint: "memberSignedOut",
        method: "DELETE",
        path: API_PATHS.memberSession,
        query: { cloneCart: String(signOutOptions.cloneCart ?? false) },
      }),
    member: () => send(config, { endpoint: "member", method: "GET", path: API_PATHS.memberSession }),
    staffSignIn: (body) =>
      send(config, { endpoint: "staffSignedIn", method: "POST", path: API_PATHS.staffSession, body }),
    staffSignOut: () =>
      send(config, { endpoint: "staffSignedOut", method: "DELETE", path: API_PATHS.staffSession }),
    staff: () => send(config, { endpoint: "staff", method: "GET", path: API_PATHS.staffSession }),
    setLanguage: (language) =>
      send(config, {
        endpoint: "memberLocale",
        method: "POST",
        path: API_PATHS.memberLocale,
        body: { language },
      }),
  }
}
