/**
 * Product images drawn locally as SVG from a product's colours and initials, so the demo store needs
 * no network and no binary files. Each image is a pure function of its spec.
 */

/** What an illustration is drawn from. */
export interface ImageSpec {
  readonly title: string
  /** Background colour (hex). */
  readonly background: string
  /** The colour of the central shape: the product's, or the chosen colour variant's. */
  readonly accent: string
  /** A caption under the initials, e.g. the colour's name. */
  readonly caption?: string
}

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The two letters an illustration shows: the initials of the first two words.
 *
 * @example
 * initials("Linen Shirt") // "LS"
 */
export const initials = (title: string): string =>
  title
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("")

const isLight = (hex: string): boolean => {
  const value = Number.parseInt(hex.replace("#", ""), 16)
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255]
  return 0.299 * r + 0.587 * g + 0.114 * b > 160
}

/**
 * A square SVG illustration: a soft background, a large rounded shape in the accent colour, the
 * initials, and the title (and caption) below.
 *
 * @example
 * productSvg({ title: "Linen Shirt", background: "#f3efe6", accent: "#9bb39a" }) // "<svg …>…</svg>"
 */
export const productSvg = (spec: ImageSpec): string => {
  const ink = isLight(spec.accent) ? "#2b2b2b" : "#ffffff"
  const label = escapeXml(spec.caption ? `${spec.title} · ${spec.caption}` : spec.title)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" role="img" aria-label="${label}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${spec.background}"/><stop offset="1" stop-color="${spec.accent}" stop-opacity="0.35"/>`,
    `</linearGradient></defs>`,
    `<rect width="800" height="800" fill="url(#g)"/>`,
    `<circle cx="640" cy="150" r="90" fill="${spec.accent}" opacity="0.25"/>`,
    `<rect x="190" y="170" width="420" height="420" rx="110" fill="${spec.accent}"/>`,
    `<text x="400" y="430" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="170" fill="${ink}">${escapeXml(initials(spec.title))}</text>`,
    `<text x="400" y="690" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="40" fill="#2b2b2b">${label}</text>`,
    `</svg>`,
  ].join("")
}
