/** Argon2id's cost parameters, as a PHC string carries them. */
export interface Argon2Parameters {
  /** Memory in KiB. */
  readonly memory: number
  /** Passes over the memory (iterations). */
  readonly passes: number
  /** Lanes. */
  readonly parallelism: number
}

/** A parsed argon2id PHC string. */
export interface Argon2Hash extends Argon2Parameters {
  readonly version: number
  readonly salt: Buffer
  readonly tag: Buffer
}

/** The Argon2 version every hash here is made with (1.3, RFC 9106). */
export const ARGON2_VERSION = 19

const B64 = "[A-Za-z0-9+/]+"
const PHC = new RegExp(`^\\$argon2id\\$v=(\\d+)\\$m=(\\d+),t=(\\d+),p=(\\d+)\\$(${B64})\\$(${B64})$`)

// PHC strings use standard base64 without padding.
const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "")

/**
 * An argon2id hash in the PHC string format (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`), the
 * format argon2's reference implementation, libsodium and every argon2 library read: the parameters
 * travel with the hash, so they can be raised later.
 *
 * @example
 * formatArgon2({ version: 19, memory: 19456, passes: 2, parallelism: 1, salt, tag })
 */
export const formatArgon2 = (hash: Argon2Hash): string =>
  `$argon2id$v=${hash.version}$m=${hash.memory},t=${hash.passes},p=${hash.parallelism}$${b64(hash.salt)}$${b64(hash.tag)}`

// Bounds a stored hash must keep before we spend work on it: no store writes a hash outside them.
const fits = (value: number, min: number, max: number) =>
  Number.isSafeInteger(value) && value >= min && value <= max

/**
 * Reads an argon2id PHC string; undefined for anything else (another algorithm, a malformed string,
 * or parameters outside argon2's limits or above 4 GiB of memory).
 *
 * @example
 * parseArgon2("$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA")?.memory // 19456
 */
export const parseArgon2 = (text: string): Argon2Hash | undefined => {
  const parts = PHC.exec(text)
  if (parts === null) return undefined
  const [version, memory, passes, parallelism] = parts.slice(1, 5).map(Number) as [
    number,
    number,
    number,
    number,
  ]
  const salt = Buffer.from(parts[5] as string, "base64")
  const tag = Buffer.from(parts[6] as string, "base64")
  const sane =
    fits(parallelism, 1, 255) &&
    fits(memory, 8 * parallelism, 4 * 1024 * 1024) &&
    fits(passes, 1, 64) &&
    salt.length >= 8 &&
    tag.length >= 4
  return sane ? { version, memory, passes, parallelism, salt, tag } : undefined
}
