import {
  type Account,
  AccountRepository,
  can,
  PERMISSIONS,
  registerMember,
  type SignedIn,
  sessionCookieName,
  sessionCookies,
  signedOutCookies,
  signIn,
  signOut,
} from "@vitrine/core/account"
import { copyCartForVisitor, memberCart, mergeCartsAtSignIn } from "@vitrine/core/cart"
import { Effect, Option } from "effect"
import type { Request } from "express"
import {
  GetMemberSession,
  GetStaffSession,
  MemberRegister,
  MemberSignIn,
  MemberSignOut,
  type StaffMember,
  StaffSignIn,
  StaffSignOut,
} from "../contract/account.ts"
import type { RouterContext } from "./context.ts"
import { requestCookies } from "./cookie-jar.ts"
import { type CookieChange, cartCookies, cartIdOf, staleCartCookies } from "./cookies.ts"
import { crumbBinding, crumbCookieChange, makeCrumb } from "./crumb.ts"
import { ok } from "./reply.ts"
import { defineRoute, type RouteTable } from "./route.ts"
import { cookieChanges, sessionOf } from "./sessions.ts"

// The address the per-address sign-in limit keys on: Express's `req.ip` honours `trust proxy`.
const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? "unknown"

const transport = (req: Request) => ({ secure: req.secure })

// The token the request already carries, valid or not: a sign-in ends it (no session fixation).
const carriedToken = (req: Request, kind: "member" | "staff"): string | null =>
  requestCookies(req).get(sessionCookieName(kind, req.secure)) || null

const staffView = (account: Pick<Account, "id" | "email" | "roles">): StaffMember => ({
  id: account.id,
  email: account.email,
  roles: account.roles,
  permissions: PERMISSIONS.filter((permission) => can(account.roles, permission)),
})

/**
 * The member and staff session routes: sign-up, sign-in, sign-out and "who am I" for members
 * (API-028, API-029) and for staff (`/api/staff/session`, for `/admin`). Sign-in and sign-up are
 * visitor calls (the crumb is required, so no other site can sign a visitor in to an account of its
 * choosing); each answers an `xsrfToken`, the crumb bound to the new session, also set as the
 * `crumb` cookie. A member's sign-in combines the visitor's cart with the member's saved one
 * (`mergeCartsAtSignIn`) and points the cart cookies at the result.
 *
 * @example
 * const routes = accountRoutes(context)
 */
export const accountRoutes = (context: RouterContext): RouteTable => {
  const { websiteId, sessions, crumbSecret } = context
  const crumbFor = (ids: { member?: string | undefined; staff?: string | undefined }) =>
    makeCrumb(crumbSecret, crumbBinding(ids))

  const memberSignedIn = (signed: SignedIn, req: Request) =>
    Effect.gen(function* () {
      const staff = yield* sessionOf(sessions, req, "staff")
      const merged = yield* mergeCartsAtSignIn({
        websiteId,
        memberId: signed.account.id,
        visitorCartId: cartIdOf(req),
      })
      const cart = Option.getOrNull(merged.cart)
      const xsrfToken = crumbFor({ member: signed.session.id, staff: staff?.session.id })
      const cookies: CookieChange[] = [
        ...cookieChanges(sessionCookies(signed, Date.now(), transport(req))),
        ...(cart === null ? staleCartCookies(req) : cartCookies(req, cart.id)),
        crumbCookieChange(xsrfToken),
      ]
      return ok(
        MemberSignIn.response,
        {
          xsrfToken,
          member: { id: signed.account.id, email: signed.account.email },
          cart,
          adjustments: merged.adjustments,
        },
        cookies,
      )
    })

  return [
    defineRoute(
      { method: "POST", path: MemberSignIn.path, access: "visitor", body: MemberSignIn.body },
      ({ body }, req) =>
        signIn({
          websiteId,
          kind: "member",
          email: body.email,
          password: body.password,
          rememberMe: body.rememberMe ?? false,
          address: clientAddress(req),
          replacing: carriedToken(req, "member"),
        }).pipe(Effect.flatMap((signed) => memberSignedIn(signed, req))),
    ),

    defineRoute(
      { method: "POST", path: MemberRegister.path, access: "visitor", body: MemberRegister.body },
      ({ body }, req) =>
        registerMember({
          websiteId,
          email: body.email,
          password: body.password,
          rememberMe: body.rememberMe ?? false,
          replacing: carriedToken(req, "member"),
        }).pipe(Effect.flatMap((signed) => memberSignedIn(signed, req))),
    ),

    defineRoute(
      { method: "DELETE", path: MemberSignOut.path, access: "visitor", query: MemberSignOut.query },
      ({ query }, req) =>
        Effect.gen(function* () {
          const member = yield* sessionOf(sessions, req, "member")
          const staff = yield* sessionOf(sessions, req, "staff")
          const token = carriedToken(req, "member")
          if (token !== null) yield* signOut(token)
          // The member's cart stays theirs; the visitor they become keeps a copy only when asked.
          const own = member ? yield* memberCart(websiteId, member.session.userId) : Option.none()
          const copy =
            query.cloneCart === "true" && Option.isSome(own)
              ? Option.getOrNull(yield* copyCartForVisitor(own.value.id))
              : null
          const cartChanges = copy !== null ? cartCookies(req, copy.id) : member ? staleCartCookies(req) : []
          const xsrfToken = crumbFor({ staff: staff?.session.id })
          const cookies = [
            ...cookieChanges(signedOutCookies("member", transport(req))),
            ...cartChanges,
            crumbCookieChange(xsrfToken),
          ]
          return ok(MemberSignOut.response, { xsrfToken, cart: copy }, cookies)
        }),
    ),

    defineRoute({ method: "GET", path: GetMemberSession.path, access: "public" }, (_, req) =>
      Effect.gen(function* () {
        const member = yield* sessionOf(sessions, req, "member")
        const account = member
          ? yield* AccountRepository.use((accounts) => accounts.findById(member.session.userId))
          : Option.none<Account>()
        const view = Option.getOrNull(
          Option.map(account, ({ id, email, language }) => ({
            id,
            email,
            ...(language ? { language } : {}),
          })),
        )
        return ok(GetMemberSession.response, { member: view })
      }),
    ),

    defineRoute(
      { method: "POST", path: StaffSignIn.path, access: "visitor", body: StaffSignIn.body },
      ({ body }, req) =>
        Effect.gen(function* () {
          const signed = yield* signIn({
            websiteId,
            kind: "staff",
            email: body.email,
            password: body.password,
            rememberMe: body.rememberMe ?? false,
            address: clientAddress(req),
            replacing: carriedToken(req, "staff"),
          })
          const member = yield* sessionOf(sessions, req, "member")
          const xsrfToken = crumbFor({ member: member?.session.id, staff: signed.session.id })
          const cookies = [
            ...cookieChanges(sessionCookies(signed, Date.now(), transport(req))),
            crumbCookieChange(xsrfToken),
          ]
          return ok(StaffSignIn.response, { xsrfToken, staff: staffView(signed.account) }, cookies)
        }),
    ),

    defineRoute({ method: "DELETE", path: StaffSignOut.path, access: "visitor" }, (_, req) =>
      Effect.gen(function* () {
        const member = yield* sessionOf(sessions, req, "member")
        const token = carriedToken(req, "staff")
        if (token !== null) yield* signOut(token)
        const xsrfToken = crumbFor({ member: member?.session.id })
        const cookies = [
          ...cookieChanges(signedOutCookies("staff", transport(req))),
          crumbCookieChange(xsrfToken),
        ]
        return ok(StaffSignOut.response, { xsrfToken }, cookies)
      }),
    ),

    defineRoute({ method: "GET", path: GetStaffSession.path, access: "public" }, (_, req) =>
      Effect.gen(function* () {
        const staff = yield* sessionOf(sessions, req, "staff")
        const account = staff
          ? yield* AccountRepository.use((accounts) => accounts.findById(staff.session.userId))
          : Option.none<Account>()
        // The session's roles, not the account's: a role change ends the session anyway.
        const view = Option.getOrNull(
          Option.map(account, (found) => staffView({ ...found, roles: staff?.session.roles ?? [] })),
        )
        return ok(GetStaffSession.response, { staff: view })
      }),
    ),
  ]
}
