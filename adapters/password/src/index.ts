/**
 * `@vitrine/adapter-password`: the PasswordHasher port of `@vitrine/core/account` on argon2id at
 * OWASP's parameters, through Node's own `crypto.argon2`.
 *
 * @example
 * import { argon2PasswordHasher } from "@vitrine/adapter-password"
 * signIn(input).pipe(Effect.provide(argon2PasswordHasher()))
 */
export { argon2PasswordHasher, OWASP_ARGON2ID } from "./argon2.ts"
export { ARGON2_VERSION, type Argon2Hash, type Argon2Parameters, formatArgon2, parseArgon2 } from "./phc.ts"
