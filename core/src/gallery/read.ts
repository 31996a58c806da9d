import { GALLERY_OPTIONS, type GalleryOptionName, type GalleryOptions } from "./options.ts"

// How stored option values are read (our decision per option kind, as the spec gives ranges but
// not what to do outside them):
// - A number outside its range is clamped to the nearest bound. Ranges are slider ranges: a stored
//   value outside them comes from an older range or a hand edit, and the nearest value the slider
//   can show is what the author meant. thumbnails-per-row, a count, is also rounded to a whole number.
//   Numbers may arrive as numeric strings (data attributes); anything else is rejected.
// - A choice outside its list is rejected: there is no "nearest" design or position, and silently
//   using the default would hide a typo. Choices are read trimmed and in any case; "carousel" is
//   read as the slider design (GALLERY-004).
// - A boolean must be true or false (or the strings "true"/"false"); anything else is rejected.
// - A missing or null option takes its default; unknown keys are ignored.
// A rejected option also takes its default in `options`, so a renderer can go on; the errors say what
// was refused and why.

/** Why a stored gallery option was refused; `option` is absent when the whole input was refused. */
export interface GalleryOptionError {
  readonly option?: GalleryOptionName
  readonly message: string
}

/** Gallery options read from storage: every option present, plus what was refused. */
export interface GalleryOptionsRead {
  readonly options: GalleryOptions
  readonly errors: ReadonlyArray<GalleryOptionError>
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/
const ALIASES: Record<string, string> = { carousel: "slider" }

const show = (value: unknown): string =>
  typeof value === "string"
    ? JSON.stringify(value)
    : typeof value === "object" || typeof value === "function" || typeof value === "symbol"
      ? `a ${Array.isArray(value) ? "list" : typeof value}`
      : String(value)

type Read = { readonly value: unknown } | { readonly error: string }

const readBoolean = (name: string, value: unknown): Read =>
  value === true || value === "true"
    ? { value: true }
    : value === false || value === "false"
      ? { value: false }
      : { error: `${name} must be true or false, got ${show(value)}` }

const readNumber = (
  name: string,
  value: unknown,
  option: { min: number; max: number; whole: boolean },
): Read => {
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && DECIMAL.test(value.trim())
        ? Number(value)
        : Number.NaN
  if (!Number.isFinite(number))
    return { error: `${name} must be a number from ${option.min} to ${option.max}, got ${show(value)}` }
  const whole = option.whole ? Math.round(number) : number
  return { value: Math.min(option.max, Math.max(option.min, whole)) }
}

const readChoice = (name: string, value: unknown, choices: ReadonlyArray<string>): Read => {
  const text = typeof value === "string" ? value.trim().toLowerCase() : undefined
  const chosen = text === undefined ? undefined : name === "design" ? (ALIASES[text] ?? text) : text
  return chosen !== undefined && choices.includes(chosen)
    ? { value: chosen }
    : { error: `${name} must be one of ${choices.join(", ")}; got ${show(value)}` }
}

const readOne = (name: GalleryOptionName, value: unknown): Read => {
  const option = GALLERY_OPTIONS[name]
  if (option.kind === "boolean") return readBoolean(name, value)
  if (option.kind === "range") return readNumber(name, value, option)
  return readChoice(name, value, option.choices)
}

/**
 * Reads stored gallery options (GALLERY-001 to GALLERY-026): defaults for what is missing, numbers
 * clamped to their range, unknown choices and non-booleans refused (each then at its default, with
 * an error saying why). Never throws.
 *
 * @example
 * readGalleryOptions({ design: "carousel", padding: 80, lightboxTheme: "sepia" })
 * // options: design "slider", padding 50, lightboxTheme "dark" (default);
 * // errors: [{ option: "lightboxTheme", message: 'lightboxTheme must be one of dark, light; got "sepia"' }]
 */
export const readGalleryOptions = (input: unknown): GalleryOptionsRead => {
  if (input === undefined || input === null) return readGalleryOptions({})
  if (typeof input !== "object" || Array.isArray(input)) {
    return {
      ...readGalleryOptions({}),
      errors: [{ message: `Gallery options must be an object, got ${show(input)}` }],
    }
  }
  const stored = input as Record<string, unknown>
  const options: Record<string, unknown> = {}
  const errors: GalleryOptionError[] = []
  for (const name of Object.keys(GALLERY_OPTIONS) as GalleryOptionName[]) {
    const value = Object.hasOwn(stored, name) ? stored[name] : undefined
    const read: Read =
      value === undefined || value === null ? { value: GALLERY_OPTIONS[name].default } : readOne(name, value)
    if ("error" in read) errors.push({ option: name, message: read.error })
    options[name] = "error" in read ? GALLERY_OPTIONS[name].default : read.value
  }
  return { options: options as GalleryOptions, errors }
}

/**
 * One option exactly as stored, read by the same rules as {@link readGalleryOptions} (numbers
 * clamped, "carousel" read as slider, "true"/"false" strings accepted) but without its default:
 * undefined when the option is absent, null or refused. For a question about what the author set
 * ("did they turn autoplay on?") rather than how the gallery behaves, as the template predicates
 * `gallery-autoplay?` and `gallery-design-grid?` ask it.
 *
 * @example
 * readStoredGalleryOption({ design: "Carousel" }, "design") // "slider"
 * readStoredGalleryOption({}, "auto-crop") // undefined (the default, true, is not stored)
 */
export const readStoredGalleryOption = <N extends GalleryOptionName>(
  input: unknown,
  name: N,
): GalleryOptions[N] | undefined => {
  if (typeof input !== "object" || input === null || !Object.hasOwn(input, name)) return undefined
  const value = (input as Record<string, unknown>)[name]
  if (value === undefined || value === null) return undefined
  const read = readOne(name, value)
  return "error" in read ? undefined : (read.value as GalleryOptions[N])
}
