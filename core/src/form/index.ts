/**
 * `@vitrine/core/form`: forms and their answers.
 *
 * @example
 * import { likertAnswer, NO_ANSWER } from "@vitrine/core/form"
 */
export * from "./answers.ts"
