import { setMemberLanguage } from "@vitrine/core/account"
import { Effect, Option } from "effect"
import { MemberLocale } from "../contract/account.ts"
import { HTTP_MESSAGE } from "../contract/errors.ts"
import type { RouterContext } from "./context.ts"
import { ok } from "./reply.ts"
import { defineRoute, type RouteTable } from "./route.ts"
import { sessionOf } from "./sessions.ts"

const signInRequired = { status: 401, body: { message: HTTP_MESSAGE.signInRequired } } as const

/**
 * `POST /api/site-users/account/locale` (API-030): the signed-in member's language, kept on their
 * account (core's `setMemberLanguage`). A visitor call (the crumb is required); signed out, or with
 * an account removed meanwhile, it is 401 — a language switched while signed out stays the
 * translation service's own business.
 *
 * @example
 * const routes = memberLocaleRoutes(context)
 */
export const memberLocaleRoutes = (context: RouterContext): RouteTable => [
  defineRoute(
    { method: "POST", path: MemberLocale.path, access: "visitor", body: MemberLocale.body },
    ({ body }, req) =>
      Effect.gen(function* () {
        const member = yield* sessionOf(context.sessions, req, "member")
        if (member === undefined) return signInRequired
        const kept = yield* setMemberLanguage({ session: member.session, language: body.language })
        return Option.match(kept, {
          onNone: () => signInRequired,
          onSome: (language) => ok(MemberLocale.response, { language }),
        })
      }),
  ),
]
