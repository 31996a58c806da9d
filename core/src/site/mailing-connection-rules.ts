import { isEmail } from "../form/validation.ts"

/**
 * A form's mailing-list connection (EDITOR-008): the list its submissions join, whether the list
 * asks each new address to confirm first (double opt-in), and the notification e-mail sent for each
 * submission: its subject and its To, CC and BCC recipients.
 */
export interface MailingConnection {
  readonly listId: MailingListId
  readonly doubleOptIn: boolean
  readonly subject: string
  readonly to: readonly string[]
  readonly cc: readonly string[]
  readonly bcc: readonly string[]
}

/**
 * The store's own mailing lists a form can feed: the newsletter (the newsletter form's list) and
 * the restock list (the restock form's "join the mailing list" box, RESTOCK-003). The spec names
 * none; these are the two the store already keeps.
 */
export const MAILING_LISTS = [
  { id: "newsletter", name: "Newsletter" },
  { id: "restock", name: "Restock alerts" },
] as const

export type MailingListId = (typeof MAILING_LISTS)[number]["id"]

export const isMailingListId = (id: unknown): id is MailingListId =>
  MAILING_LISTS.some((list) => list.id === id)

/** The example address in "Emails must be formatted as {email}" (EDITOR-015): a reserved domain (RFC 2606). */
export const EMAIL_EXAMPLE = "name@example.com"

/** Our limits (the spec gives none): a subject line a mail client shows whole, and a short recipient list. */
export const MAILING_CONNECTION_LIMITS = { subject: 200, recipients: 10 } as const

/** The editor's messages (EDITOR-014, EDITOR-015, EDITOR-023, EDITOR-024), word for word. */
export const MAILING_CONNECTION_MESSAGE = {
  list: "A List must be selected",
  subject: "Add an email subject",
  validEmail: "Please enter a valid email",
  emailsFormat: `Emails must be formatted as ${EMAIL_EXAMPLE}`,
  subjectLength: `Keep the subject under ${MAILING_CONNECTION_LIMITS.subject + 1} characters`,
  recipients: `Add at most ${MAILING_CONNECTION_LIMITS.recipients} emails`,
} as const

/**
 * The addresses typed in a To, CC or BCC box: split at commas, semicolons and white space, blanks
 * dropped. The form shows each list as one text box; the API takes arrays.
 *
 * @example
 * emailList(" ada@example.com, bob@example.com;") // ["ada@example.com", "bob@example.com"]
 */
export const emailList = (text: string): string[] => text.split(/[\s,;]+/).filter((part) => part !== "")

/**
 * What is wrong with one recipient list, if anything. Our reading of the two e-mail messages: a
 * required list left empty (To: the notification must go somewhere) is "Please enter a valid email"
 * (EDITOR-014); a list holding something that is not an address is "Emails must be formatted as
 * name@example.com" (EDITOR-015), the message that shows the expected shape. CC and BCC may be empty.
 */
export const recipientsProblem = (emails: readonly string[], required: boolean): string | undefined => {
  if (emails.length === 0) return required ? MAILING_CONNECTION_MESSAGE.validEmail : undefined
  if (!emails.every(isEmail)) return MAILING_CONNECTION_MESSAGE.emailsFormat
  return emails.length > MAILING_CONNECTION_LIMITS.recipients
    ? MAILING_CONNECTION_MESSAGE.recipients
    : undefined
}

/**
 * The subject's problem, if any: blank (white space alone) is "Add an email subject" (EDITOR-024).
 */
export const subjectProblem = (subject: string): string | undefined =>
  subject.trim() === ""
    ? MAILING_CONNECTION_MESSAGE.subject
    : subject.length > MAILING_CONNECTION_LIMITS.subject
      ? MAILING_CONNECTION_MESSAGE.subjectLength
      : undefined

/** A draft as the form holds it, before decoding: any list id (empty: none chosen yet) and raw text. */
export interface MailingConnectionDraft {
  readonly listId: string
  readonly doubleOptIn: boolean
  readonly subject: string
  readonly to: string
  readonly cc: string
  readonly bcc: string
}

/**
 * Every problem of a draft, by field (EDITOR-008, EDITOR-014, EDITOR-015, EDITOR-023, EDITOR-024);
 * empty: the draft is a connection (`draftConnection`). The screen and the server check the same.
 *
 * @example
 * mailingConnectionProblems({ listId: "", doubleOptIn: false, subject: "", to: "x", cc: "", bcc: "" })
 * // { listId: "A List must be selected", subject: "Add an email subject", to: "Emails must be formatted as name@example.com" }
 */
export const mailingConnectionProblems = (draft: MailingConnectionDraft): Partial<Record<string, string>> => {
  const problems: Record<string, string> = {}
  if (!isMailingListId(draft.listId)) problems.listId = MAILING_CONNECTION_MESSAGE.list
  const subject = subjectProblem(draft.subject)
  if (subject !== undefined) problems.subject = subject
  for (const field of ["to", "cc", "bcc"] as const) {
    const problem = recipientsProblem(emailList(draft[field]), field === "to")
    if (problem !== undefined) problems[field] = problem
  }
  return problems
}

/** The draft of a saved connection (none saved: nothing chosen, double opt-in on). */
export const connectionDraft = (connection: MailingConnection | undefined): MailingConnectionDraft =>
  connection === undefined
    ? { listId: "", doubleOptIn: true, subject: "", to: "", cc: "", bcc: "" }
    : {
        listId: connection.listId,
        doubleOptIn: connection.doubleOptIn,
        subject: connection.subject,
        to: connection.to.join(", "),
        cc: connection.cc.join(", "),
        bcc: connection.bcc.join(", "),
      }

/** A draft as the connection it names; check `mailingConnectionProblems` first. */
export const draftConnection = (draft: MailingConnectionDraft): MailingConnection => ({
  listId: draft.listId as MailingListId,
  doubleOptIn: draft.doubleOptIn,
  subject: draft.subject.trim(),
  to: emailList(draft.to),
  cc: emailList(draft.cc),
  bcc: emailList(draft.bcc),
})
