import { Schema } from "effect"
import type { AutomationConnection } from "./automation-connection.ts"
import {
  MAILING_CONNECTION_MESSAGE,
  MAILING_LISTS,
  type MailingConnection,
  type MailingListId,
  recipientsProblem,
  subjectProblem,
} from "./mailing-connection-rules.ts"

const problemFilter =
  <A>(problem: (value: A) => string | undefined) =>
  (value: A): true | string =>
    problem(value) ?? true

const recipients = (required: boolean) =>
  Schema.Array(Schema.String)
    .annotate({ message: MAILING_CONNECTION_MESSAGE.emailsFormat })
    .check(
      Schema.makeFilter(problemFilter((emails: readonly string[]) => recipientsProblem(emails, required))),
    )
    .pipe(
      Schema.annotateKey({
        messageMissingKey: required
          ? MAILING_CONNECTION_MESSAGE.validEmail
          : MAILING_CONNECTION_MESSAGE.emailsFormat,
      }),
    )

/**
 * A form's mailing-list connection as `PUT /api/connections/mailing` sends it and the store keeps it
 * (EDITOR-008): the messages are the editor's (EDITOR-014, EDITOR-015, EDITOR-023, EDITOR-024).
 */
export const MailingConnectionSchema = Schema.Struct({
  listId: Schema.Literals(MAILING_LISTS.map((list) => list.id))
    .annotate({ message: MAILING_CONNECTION_MESSAGE.list })
    .pipe(Schema.annotateKey({ messageMissingKey: MAILING_CONNECTION_MESSAGE.list })),
  doubleOptIn: Schema.Boolean.annotate({ message: "Double opt-in is on or off" }).pipe(
    Schema.annotateKey({ messageMissingKey: "Double opt-in is on or off" }),
  ),
  subject: Schema.String.annotate({ message: MAILING_CONNECTION_MESSAGE.subject })
    .check(Schema.makeFilter(problemFilter(subjectProblem)))
    .pipe(Schema.annotateKey({ messageMissingKey: MAILING_CONNECTION_MESSAGE.subject })),
  to: recipients(true),
  cc: recipients(false),
  bcc: recipients(false),
}) satisfies Schema.Codec<MailingConnection>

/** The automation connection's state as answered (never a key). */
export const AutomationConnectionSchema = Schema.Union([
  Schema.Struct({ status: Schema.Literal("disconnected") }),
  Schema.Struct({ status: Schema.Literal("awaiting"), requestedAt: Schema.String }),
  Schema.Struct({ status: Schema.Literal("connected"), connectedAt: Schema.String }),
]) satisfies Schema.Codec<AutomationConnection>

/** The site's connections as `GET /api/connections` answers them. */
export interface SiteConnections {
  readonly mailing: MailingConnection | null
  readonly automation: AutomationConnection
  readonly lists: ReadonlyArray<{ readonly id: MailingListId; readonly name: string }>
}
