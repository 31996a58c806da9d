import { SITE_LIMITS } from "@vitrine/core/site"

const MAX = SITE_LIMITS.maxBlocksPerLayout

/**
 * The home page screen's texts (ours: the spec gives the limits, CONST-002/003/011/012, and two
 * messages, EDITOR-044 and EDITOR-045, which come from core).
 *
 * @example
 * screen.getByRole("button", { name: HOME_TEXT.save })
 */
export const HOME_TEXT = {
  title: "Home page",
  loading: "Loading the home page",
  intro: "Arrange the sections shown above the products on your home page.",
  empty:
    "Your home page shows the products only. Add a section to put text, a marquee, a video or code above them.",
  blocks: (count: number) => `${count} of ${MAX} blocks`,
  full: `The home page holds ${MAX} blocks, the most it can. Remove one to add another.`,
  checkFields: "Some fields need a change before saving: see the message beside each.",
  addSection: "Add a section",
  section: (index: number) => `Section ${index + 1}`,
  padding: "Padding",
  paddingOption: (percent: number) => `${percent} %`,
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  remove: (name: string) => `Remove ${name}`,
  blockKind: "New block",
  addBlock: "Add block",
  kinds: { text: "Text", marquee: "Marquee", video: "Video", code: "Code" },
  block: (index: number, kind: string) => `block ${index + 1} (${kind})`,
  heading: "Heading",
  paragraph: "Paragraph",
  paragraphHint:
    "Bold, italic, links and lists. Links go to https:// or mailto: addresses, or to a page of your site such as /cart.",
  editorLoading: "Loading the text editor…",
  editorFailed: "The text editor did not load.",
  retry: "Retry",
  formatting: "Text formatting",
  bold: "Bold",
  italic: "Italic",
  link: "Link",
  bullets: "Bulleted list",
  numbers: "Numbered list",
  linkAddress: "Link address",
  applyLink: "Apply link",
  removeLink: "Remove link",
  cancelLink: "Cancel",
  marqueeText: "Marquee text",
  wave: "Wave",
  waveOption: (intensity: number) => (intensity === 0 ? "Straight (0)" : `Wave (${intensity})`),
  marqueePresets: `Speed ${SITE_LIMITS.marquee.speed}, text size ${SITE_LIMITS.marquee.textSizeRem} rem, wave frequency ${SITE_LIMITS.marquee.waveFrequency}.`,
  videoUrl: "Video address",
  videoHint: "A Vimeo or YouTube address (https://vimeo.com/… or https://youtu.be/…).",
  code: "HTML code",
  codeHint: "Shown in a sandboxed frame: it cannot read your visitors' cookies.",
  preview: "Preview",
  deviceLegend: "Device",
  device: { desktop: "Desktop", phone: "Phone", tablet: "Tablet" },
  deviceWidth: (label: string, width: number) => `${label} (${width} px)`,
  previewFrame: (label: string) => `Preview of the home page on ${label.toLowerCase()}`,
  save: "Save",
  saving: "Saving…",
  saved: "Saved. The home page shows your sections.",
  fixProblems: "Some fields need attention.",
  unsavedTitle: "You have unsaved changes",
  unsavedMessage: "Save them before you leave, or discard them.",
  saveAndLeave: "Save",
  discard: "Discard",
  keepEditing: "Keep editing",
} as const
