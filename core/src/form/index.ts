/**
 * `@vitrine/core/form`: form definitions and their 19 field types, the one Schema of a form's values
 * (browser and server), value shapes, validation and messages, answers as text, the submit state
 * machine and its messages, the additional-fields lightbox, the FormRepository port, the submission
 * programs, and the CSV export.
 *
 * @example
 * import { checkFormValues, formStandardSchema, submitForm } from "@vitrine/core/form"
 */
export * from "./answers.ts"
export * from "./cart-answers.ts"
export * from "./cart-form-errors.ts"
export * from "./cart-line-answers.ts"
export * from "./csv.ts"
export * from "./definition.ts"
export * from "./demo.ts"
export * from "./display.ts"
export * from "./editor.ts"
export * from "./editor-draft.ts"
export * from "./errors.ts"
export * from "./export.ts"
export * from "./fields.ts"
export * from "./kind.ts"
export * from "./lightbox.ts"
export * from "./merchant.ts"
export * from "./port.ts"
export * from "./program.ts"
export * from "./schema.ts"
export * from "./submission.ts"
export * from "./submit-messages.ts"
export * from "./submit-payload.ts"
export * from "./submit-state.ts"
export * from "./submit-view.ts"
export * from "./validation.ts"
export * from "./value-field.ts"
export * from "./values.ts"
