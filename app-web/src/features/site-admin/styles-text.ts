/**
 * The site styles screen's texts (ours: the spec names the font and colour pickers, 001 §2, and
 * shows no screen).
 *
 * @example
 * screen.getByRole("button", { name: STYLES_TEXT.save })
 */
export const STYLES_TEXT = {
  title: "Site styles",
  loading: "Loading the site styles",
  intro: "The fonts and colours of every storefront page.",
  fonts: "Fonts",
  headingFont: "Heading font",
  bodyFont: "Body font",
  colours: "Colours",
  accent: "Accent colour",
  accentHint: "Buttons and links. Text on it is light or dark, whichever reads.",
  background: "Background colour",
  text: "Text colour",
  save: "Save",
  saving: "Saving…",
  saved: "Saved. Storefront pages show the new styles.",
  fixProblems: "Some styles could not be saved: see the messages below.",
  unsavedTitle: "You have unsaved changes",
  unsavedMessage: "Save them before you leave, or discard them.",
  saveAndLeave: "Save",
  discard: "Discard",
  keepEditing: "Keep editing",
} as const
