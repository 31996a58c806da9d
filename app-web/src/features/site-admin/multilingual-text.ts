/**
 * The languages screen's texts (ours: the spec names the multilingual settings, SITE-002, and shows
 * none of their texts).
 *
 * @example
 * screen.getByRole("button", { name: LANGUAGES_TEXT.save })
 */
export const LANGUAGES_TEXT = {
  title: "Languages",
  loading: "Loading the languages",
  onSite: "Languages on your site",
  onSiteHint: "Visitors can switch between the published ones, in this order.",
  primary: "Primary",
  published: (name: string) => `Publish ${name}`,
  primaryPublished: "Your site's own language is always published.",
  remove: (name: string) => `Remove ${name}`,
  add: "Add a language",
  addButton: "Add",
  choose: "Choose a language",
  full: (limit: number) =>
    `Your site has ${limit} languages, the most it can have: remove one to add another.`,
  save: "Save languages",
  saveAndReconnect: "Save and reconnect",
  saving: "Saving…",
  saved: "Saved. Visitors can switch to the published languages.",
  connection: "Translation service",
  connectedSince: (date: string) => `Connected since ${date}.`,
  notConnected:
    "Not connected: visitors see only your site's own language. Saving the languages connects the service again, with the list as it is.",
  disconnect: "Disconnect",
  confirmDisconnect: (primary: string) =>
    `Disconnect the translation service? Visitors will see your site only in ${primary}. Your language list is kept.`,
  yesDisconnect: "Yes, disconnect",
  disconnecting: "Disconnecting…",
  cancel: "Cancel",
} as const

/**
 * A connection time as the screen shows it: the day, in UTC (the time the server saved).
 *
 * @example
 * connectedDate("2026-11-29T09:00:00.000Z") // "Nov 29, 2026"
 */
export const connectedDate = (iso: string): string =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso))
