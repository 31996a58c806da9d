import { Data } from "effect"
import type { FieldErrors } from "./schema.ts"
import { SUBMIT_MESSAGES } from "./submit-messages.ts"

/** No form has this id, or it is of no website the request may use (FORMSUBMIT-011). */
export class FormNotFound extends Data.TaggedError("FormNotFound")<{ readonly formId: string }> {
  override get message(): string {
    return SUBMIT_MESSAGES.notConfigured
  }
}

/** The submission key is unknown, spent, expired or another visitor's (FORMSUBMIT-015, trigger decided in `submit-messages.ts`). */
export class SubmissionKeyRefused extends Data.TaggedError("SubmissionKeyRefused")<{
  readonly formId: string
}> {
  override get message(): string {
    return SUBMIT_MESSAGES.processing
  }
}

/** The payload's `form` is not the JSON text of an object (FORMSUBMIT-018). */
export class FormFieldsUnparsable extends Data.TaggedError("FormFieldsUnparsable")<{
  readonly formId: string
}> {
  override get message(): string {
    return SUBMIT_MESSAGES.unparsable
  }
}

/** Some fields failed the form's Schema; `errors` holds each one's message by field id (FORMSUBMIT-009, FORMSUBMIT-019). */
export class FormFieldsInvalid extends Data.TaggedError("FormFieldsInvalid")<{
  readonly errors: FieldErrors
}> {
  override get message(): string {
    return SUBMIT_MESSAGES.invalid
  }
}

/**
 * The honeypot was filled in: a script sent the form. Nothing is stored; the HTTP layer should
 * answer as if it succeeded, so the script learns nothing.
 */
export class SubmissionDiscarded extends Data.TaggedError("SubmissionDiscarded")<{
  readonly formId: string
}> {
  override get message(): string {
    return "The submission was discarded."
  }
}

/** A definition the merchant saves has the id of another website's form. */
export class FormIdTaken extends Data.TaggedError("FormIdTaken")<{ readonly formId: string }> {
  override get message(): string {
    return "A form with this id already exists."
  }
}
