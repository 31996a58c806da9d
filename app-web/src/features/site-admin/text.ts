/**
 * The header and footer screen's texts (ours: the spec names the editor, SITE-001, and shows none).
 *
 * @example
 * screen.getByRole("button", { name: SITE_TEXT.save })
 */
export const SITE_TEXT = {
  title: "Header and footer",
  loading: "Loading the header and footer",
  header: "Header",
  footer: "Footer",
  siteTitle: "Site title",
  announcement: "Announcement",
  announcementHint: "A line above the header on every page; leave it empty for none.",
  headerLinks: "Navigation links",
  footerText: "Footer text",
  footerLinks: "Footer links",
  linkLabel: "Name",
  linkHref: "Goes to",
  linkHrefHint: "A page of this store (/contact) or an address (https://…).",
  addLink: "Add a link",
  removeLink: (label: string) => `Remove ${label || "this link"}`,
  save: "Save",
  saving: "Saving…",
  saved: "Saved. Pages show the new header and footer.",
} as const
