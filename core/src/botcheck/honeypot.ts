/**
 * The honeypot: a second, invisible check beside the captcha. The form carries one extra text input
 * that people never see or reach (off screen, `tabindex="-1"`, `aria-hidden`, `autocomplete="off"`),
 * so it stays empty; scripts that fill in every input give themselves away.
 *
 * Its name is `homepage`: inviting to a script, yet no browser autofill category (name, e-mail,
 * address, phone, card), so autofill leaves it alone. It travels beside the form values, never among
 * them, so no merchant field can clash with it.
 *
 * @example
 * HONEYPOT.name // "homepage"
 */
export const HONEYPOT = {
  name: "homepage",
  /** The input's attributes that keep people (and autofill) out of it. */
  attributes: { tabIndex: -1, "aria-hidden": true, autoComplete: "off" },
} as const

/**
 * Whether the honeypot was filled in: anything but absent, null or blank text means a script sent
 * the form. Whitespace alone counts as empty (some assistive tools insert a space).
 *
 * @example
 * honeypotFilled(undefined) // false
 * honeypotFilled("http://spam.example") // true
 */
export const honeypotFilled = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "")
