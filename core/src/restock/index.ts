/**
 * `@vitrine/core/restock`: back-in-stock sign-ups — the box's rules and texts (RESTOCK-001 to
 * RESTOCK-012; whether the box shows is `showsRestockForm` of the catalog module), the
 * RestockRepository port, and the programs that sign a visitor up, page through groups and
 * sign-ups, and send (marking sign-ups sent and queueing one e-mail each in the outbox).
 *
 * Decisions where the spec is silent:
 * - Sign-ups are unique per product, variant and normalised e-mail (trimmed, lower case). Signing up
 *   again while waiting changes nothing; after a send it waits again (a new round, a new e-mail).
 * - A sign-up is refused for an unknown product or variant and for products whose stock cannot run
 *   out (digital, gift card); it is accepted for a variant in stock (the visitor saw it sold out).
 * - Pages hold 50; cursors are opaque JSON text, checked on the way back in.
 * - Unsubscribing (the signed link of every restock e-mail) removes the sign-up; signing up again
 *   makes a new one.
 * - The automatic send (`autoSendRestock`, setting `autoSend`, off by default) looks for variants
 *   in stock with people waiting, rather than hooking each stock write.
 *
 * @example
 * import { checkRestockEmail } from "@vitrine/core/restock"
 * checkRestockEmail("ada@") // { ok: false, message: "Email is invalid" }
 */
export * from "./box.ts"
export * from "./errors.ts"
export * from "./messages.ts"
export * from "./model.ts"
export * from "./paging.ts"
export * from "./port.ts"
export * from "./program.ts"
export * from "./rules.ts"
export * from "./settings.ts"
