import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"
import { VisitorIdentity } from "@vitrine/core/visitor"
import { Effect, Layer } from "effect"

const NONCE_BYTES = 16
const MAC_BYTES = 12
const ID = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{16})$/

const macOf = (secret: string, nonce: string) =>
  createHmac("sha256", secret).update(nonce).digest().subarray(0, MAC_BYTES)

/**
 * VisitorIdentity with signed ids: 16 random bytes and the first 12 bytes of their HMAC-SHA256
 * under the server's secret, both base64url, joined by a dot (39 characters). Any process holding
 * the secret recognises any other's ids; nothing is stored. Changing the secret makes every visitor
 * new once. The secret comes from the composition root's Config, never from an adapter.
 *
 * @example
 * Layer.provide(program, signedVisitorIdentity(Redacted.value(secret)))
 */
export const signedVisitorIdentity = (secret: string): Layer.Layer<VisitorIdentity> =>
  Layer.succeed(
    VisitorIdentity,
    VisitorIdentity.of({
      issue: Effect.sync(() => {
        const nonce = randomBytes(NONCE_BYTES).toString("base64url")
        return `${nonce}.${macOf(secret, nonce).toString("base64url")}`
      }),
      isGenuine: (visitorId) => {
        const match = ID.exec(visitorId)
        if (match === null) return false
        const given = Buffer.from(match[2] as string, "base64url")
        return given.length === MAC_BYTES && timingSafeEqual(given, macOf(secret, match[1] as string))
      },
    }),
  )
