import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"
import { VisitorIdentity } from "@vitrine/core/visitor"
import { Effect, Layer } from "effect"

const NONCE_BYTES = 16
const MAC_BYTES = 12
const ID = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{16})$/

const macOf = (secret: string, nonce: string) =>
  createHmac("sha256", secret).update(nonce).digest().subarray(0, MAC_BYTES)

/** How many genuine ids a process remembers having checked (about 1 MB). */
const REMEMBERED_IDS = 10_000

/**
 * VisitorIdentity with signed ids: 16 random bytes and the first 12 bytes of their HMAC-SHA256
 * under the server's secret, both base64url, joined by a dot (39 characters). Any process holding
 * the secret recognises any other's ids; nothing is stored. Changing the secret makes every visitor
 * new once. The secret comes from the composition root's Config, never from an adapter. The ids
 * found genuine lately are remembered (the last 10 000), so a visitor's every hit after the first
 * costs no HMAC: a signature check always gives the same answer for the same id.
 *
 * @example
 * Layer.provide(program, signedVisitorIdentity(Redacted.value(secret)))
 */
export const signedVisitorIdentity = (secret: string): Layer.Layer<VisitorIdentity> =>
  Layer.sync(VisitorIdentity, () => {
    const genuine = new Set<string>()
    const remember = (visitorId: string) => {
      if (genuine.size >= REMEMBERED_IDS) genuine.delete(genuine.values().next().value as string)
      genuine.add(visitorId)
      return true
    }
    return VisitorIdentity.of({
      issue: Effect.sync(() => {
        const nonce = randomBytes(NONCE_BYTES).toString("base64url")
        const visitorId = `${nonce}.${macOf(secret, nonce).toString("base64url")}`
        remember(visitorId)
        return visitorId
      }),
      isGenuine: (visitorId) => {
        if (genuine.has(visitorId)) return true
        const match = ID.exec(visitorId)
        if (match === null) return false
        const given = Buffer.from(match[2] as string, "base64url")
        const valid = given.length === MAC_BYTES && timingSafeEqual(given, macOf(secret, match[1] as string))
        return valid && remember(visitorId)
      },
    })
  })
