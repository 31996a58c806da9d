import { EMAIL_EXAMPLE } from "@vitrine/core/site"

/**
 * The connections screen's texts. The spec names the dialogs (a mailing-list connection with a
 * disconnect dialog, an automation service's three states) and the editor's messages, which come
 * from core; every other text is ours.
 *
 * @example
 * screen.getByRole("button", { name: CONNECTIONS_TEXT.save })
 */
export const CONNECTIONS_TEXT = {
  title: "Connections",
  loading: "Loading the connections",
  mailing: "Mailing list",
  mailingHint: "Form submissions add the visitor's address to this list and send you an e-mail.",
  notConnected: "No mailing list is connected.",
  connectedTo: (list: string) => `Connected to ${list}.`,
  list: "List",
  chooseList: "Choose a list",
  doubleOptIn: "Double opt-in: new subscribers confirm their address first",
  subject: "Email subject",
  to: "To",
  cc: "CC",
  bcc: "BCC",
  recipientsHint: `Separate addresses with commas, as ${EMAIL_EXAMPLE}, team@example.com.`,
  save: "Save connection",
  saving: "Saving…",
  saved: "Saved.",
  fixProblems: "Please fix the highlighted fields.",
  disconnect: "Disconnect",
  disconnectTitle: "Disconnect the mailing list?",
  disconnectMessage: (list: string) =>
    `Form submissions will no longer be added to ${list}. The list keeps its subscribers.`,
  yesDisconnect: "Yes, disconnect",
  disconnecting: "Disconnecting…",
  disconnected: "The mailing list is disconnected.",
  unsavedTitle: "You have unsaved changes",
  unsavedMessage: "Save them before you leave, or discard them.",
  saveAndLeave: "Save",
  discard: "Discard",
  keepEditing: "Keep editing",
  automation: "Automation service",
  automationHint: "Connect an automation service (a Zapier-like webhook) to act on each form submission.",
  status: (label: string) => `Status: ${label}`,
  connect: "Connect",
  newKey: "Get a new key",
  connecting: "Connecting…",
  key: "Connection key",
  keyHint: "Paste this key into the automation service within 24 hours. It is shown only once.",
  disconnectAutomationTitle: "Disconnect the automation service?",
  disconnectAutomationMessage: "It will stop receiving form submissions until you connect it again.",
  subscribers: "Subscribers",
  subscribersHint:
    "The addresses your forms added. With double opt-in, an address stays pending until its owner follows the link in the confirmation e-mail (it works for 7 days).",
  subscribersList: "Show the list",
  loadingSubscribers: "Loading the subscribers…",
  subscribersFailed: "The subscribers could not be loaded.",
  retry: "Retry",
  noSubscribers: (list: string) => `No one has joined ${list} yet.`,
  subscriberCount: (total: number, confirmed: number, pending: number) =>
    `${total} ${total === 1 ? "subscriber" : "subscribers"}: ${confirmed} confirmed, ${pending} pending.`,
  subscriberPages: "Subscriber pages",
  previousPage: "Previous page",
  nextPage: "Next page",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  email: "Email",
  subscriberStatus: "Status",
  signedUp: "Signed up",
  actions: "Actions",
  statusLabel: { pending: "Pending", confirmed: "Confirmed" },
  exportCsv: "Export CSV",
  remove: "Remove",
  removeLabel: (email: string) => `Remove ${email}`,
  removeTitle: (email: string) => `Remove ${email}?`,
  removeMessage: (list: string) =>
    `They will get no more e-mails from ${list}. They can sign up again through your forms.`,
  yesRemove: "Yes, remove",
  removing: "Removing…",
  removed: (email: string) => `${email} was removed.`,
} as const

/**
 * What both disconnects ask with, beyond their title and message: the dialog stays open, busy, while
 * the disconnect runs (UI-013), and its buttons look like the screen's.
 */
export const DISCONNECT_DIALOG = {
  confirmLabel: CONNECTIONS_TEXT.yesDisconnect,
  busyLabel: CONNECTIONS_TEXT.disconnecting,
  autoClose: false,
  confirmClassName: "button",
  cancelClassName: "button button-secondary",
} as const
