import { randomUUID } from "node:crypto"
import { SITEVERIFY_URL } from "@vitrine/adapter-captcha"
import type { BotCheckRequest } from "@vitrine/core/botcheck"
import { HttpResponse, http } from "msw"

interface Minted extends BotCheckRequest {
  readonly solvedAt: number
  redeemed: boolean
}

/**
 * Cloudflare's `siteverify` as its documentation describes it, for MSW: the secret checked
 * (`missing-input-secret`, `invalid-input-secret`), the token (`missing-input-response`,
 * `invalid-input-response` for one it never made), tokens single-use and valid 300 s
 * (`timeout-or-duplicate`), and on success `challenge_ts`, `hostname`, `action`, `cdata`.
 * `mint` plays the widget: a token as Cloudflare would hand the browser, solved `ageMs` ago.
 *
 * @example
 * const cloudflare = fakeTurnstile("secret"); server.use(cloudflare.handler)
 */
export const fakeTurnstile = (secret: string) => {
  const minted = new Map<string, Minted>()
  const refuse = (code: string) => HttpResponse.json({ success: false, "error-codes": [code] })
  const handler = http.post(SITEVERIFY_URL, async ({ request }) => {
    const form = new URLSearchParams(await request.text())
    const given = form.get("secret") ?? ""
    if (given === "") return refuse("missing-input-secret")
    if (given !== secret) return refuse("invalid-input-secret")
    const token = form.get("response") ?? ""
    if (token === "") return refuse("missing-input-response")
    const found = minted.get(token)
    if (found === undefined) return refuse("invalid-input-response")
    if (found.redeemed || Date.now() - found.solvedAt > 300_000) return refuse("timeout-or-duplicate")
    found.redeemed = true
    return HttpResponse.json({
      success: true,
      "error-codes": [],
      challenge_ts: new Date(found.solvedAt).toISOString(),
      hostname: found.host,
      action: found.action,
      cdata: "",
    })
  })
  return {
    handler,
    mint: (request: BotCheckRequest, ageMs = 0): string => {
      const token = `0.${randomUUID().replaceAll("-", "")}.${"x".repeat(600)}`
      minted.set(token, { ...request, solvedAt: Date.now() - ageMs, redeemed: false })
      return token
    },
  }
}
