import { createHash, randomBytes } from "node:crypto"

/**
 * The SHA-256 of a text, base64url: what is stored in place of a session token or a throttle key.
 *
 * @example
 * digest("token") // "PEaenWxYddN6Q_NT1PiOYfz4EsZu7jRXRlpAsNpBU-A"
 */
export const digest = (text: string): string => createHash("sha256").update(text).digest("base64url")

/**
 * A new session token: 32 bytes (256 bits) from the operating system's CSPRNG, base64url (43
 * characters), beyond the 160 bits the issue asks for.
 *
 * @example
 * newToken() // "Jm0m…" (43 characters)
 */
export const newToken = (): string => randomBytes(32).toString("base64url")

/**
 * Whether a text has the shape of a token `newToken` makes, so anything else is refused without a
 * query.
 *
 * @example
 * isTokenShaped(newToken()) // true
 */
export const isTokenShaped = (text: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(text)
