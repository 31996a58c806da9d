/**
 * The staff screen's texts (ours: the spec shows no merchant screens, UI-008).
 *
 * @example
 * screen.getByRole("button", { name: STAFF_TEXT.add })
 */
export const STAFF_TEXT = {
  title: "Staff",
  loading: "Loading the staff",
  empty: "No staff yet.",
  addTitle: "Add a staff member",
  email: "Email",
  password: "Initial password",
  passwordHint: "Leave empty to generate one. It is shown once: hand it over, and ask them to change it.",
  roles: "Roles",
  add: "Add staff member",
  adding: "Adding…",
  added: (email: string) => `${email} was added.`,
  generated: (email: string) => `Initial password for ${email} (shown once):`,
  changeRoles: (email: string) => `Change roles of ${email}`,
  rolesOf: (email: string) => `Roles of ${email}`,
  save: "Save roles",
  saving: "Saving…",
  cancel: "Cancel",
  saved: (email: string) => `Roles of ${email} saved. Their sessions ended; they sign in again.`,
  remove: (email: string) => `Remove ${email}`,
  confirmRemove: (email: string) => `Remove ${email}?`,
  removeWarning: "They are signed out everywhere.",
  yesRemove: "Yes, remove",
  removing: "Removing…",
  removed: (email: string) => `${email} was removed.`,
  you: "(you)",
  noRoles: "No role",
} as const
