import type { CensusCaller } from "@vitrine/core/census"
import {
  COOKIE_CONSENT_NAMESPACE,
  CookieConsentPreferencesSchema,
  preferencesOf,
} from "@vitrine/core/preferences"
import { COOKIE_NAMES, type CookieSpec, cookieMode, hasGpcHeader } from "@vitrine/core/visitor"
import { Effect, Schema } from "effect"
import { isBotAgent } from "./bots.ts"

/**
 * One ingestion request as the handlers read it, whatever server received it: the website it is
 * for, the body as text, the request's cookies, and the headers that matter (lower-case names).
 * `cloneable` says the site is a cloneable template (COOKIE-008). `memberId` is the signed-in
 * member's id, which the server reads from the request's member session (TRACK-007); a body's
 * `memberAccountId` is never taken for it. `verifyCrumb` is the server's crumb check (RecordEvent and
 * RecordJavascriptErrors); without one, every crumb is refused.
 */
export interface CensusRequest {
  readonly websiteId: string
  readonly body: string
  readonly cookies: { readonly [name: string]: string | undefined }
  readonly headers: { readonly [lowerCaseName: string]: string | undefined }
  readonly cloneable?: boolean
  readonly memberId?: string | null
  readonly verifyCrumb?: CrumbVerifier
}

/**
 * The server's crumb check, given the crumb a request sent (a form field or a header): whether it
 * is one the server signed for the request's sessions, from the store's own pages. The census
 * cannot judge a crumb itself: signing keys, sessions and `Sec-Fetch-Site` are the server's, and
 * the store router checks its own calls with the same function (adapter-http's `crumbRefusal`).
 *
 * @example
 * const verifyCrumb: CrumbVerifier = (sent) => Effect.promise(() => serverChecks(req, sent))
 */
export type CrumbVerifier = (sent: string | undefined) => Effect.Effect<boolean>

/**
 * A handler's answer: 202 when accepted (the census answers before anything is written), 400 for a
 * body it does not take, 403 for a missing or wrong crumb, 413 for a body over the endpoint's limit;
 * and the cookies to write (set or clear).
 */
export interface CensusReply {
  readonly status: 202 | 400 | 403 | 413
  readonly cookies: readonly CookieSpec[]
}

const decodeOption = Schema.decodeUnknownOption(CookieConsentPreferencesSchema)
// The preferences cache hands out the same object until the values change: decoded once per change.
const decoded = new WeakMap<object, ReturnType<typeof decodeOption>>()
const decodeConsent = (stored: object) => {
  const known = decoded.get(stored)
  if (known !== undefined) return known
  const consent = decodeOption(stored)
  decoded.set(stored, consent)
  return consent
}

/**
 * Who sent the request: its cookie mode — the visitor's answer, else Global Privacy Control (the
 * `Sec-GPC` header), else the merchant's default from the `cookie-consent` preferences — whether
 * its user agent is a bot, and the signed-in member the server found.
 *
 * @example
 * callerOf(request) // Effect<CensusCaller, never, PreferencesRepository>
 */
export const callerOf = Effect.fnUntraced(function* (request: CensusRequest) {
  const stored = yield* preferencesOf(request.websiteId, COOKIE_CONSENT_NAMESPACE)
  const consent = decodeConsent(stored)
  const merchantDefault = consent._tag === "Some" ? consent.value.defaultMode : "restrictive"
  const caller: CensusCaller = {
    websiteId: request.websiteId,
    cookies: request.cookies,
    mode: cookieMode({
      consentCookie: request.cookies[COOKIE_NAMES.performanceConsent],
      globalPrivacyControl: hasGpcHeader(request.headers["sec-gpc"]),
      merchantDefault,
    }),
    cloneable: request.cloneable ?? false,
    bot: isBotAgent(request.headers["user-agent"]),
    memberId: request.memberId ?? null,
  }
  return caller
})

/**
 * Whether the crumb a request sent passes the server's check; false without a check (fail closed).
 *
 * @example
 * yield* crumbFits(request, form.crumb) // Effect<boolean>
 */
export const crumbFits = (request: CensusRequest, sent: string | undefined): Effect.Effect<boolean> =>
  request.verifyCrumb === undefined ? Effect.succeed(false) : request.verifyCrumb(sent)
