/** The longest file name kept (UNSPECIFIED in the spec; our choice, a common file-system limit). */
export const FILE_NAME_LIMIT = 255

/** EDITOR-019, the spec's message for a missing file name. */
export const ENTER_FILE_NAME = "Please enter a file name"

// Path separators would make the name a path; control characters (and DEL) would break the list and
// the Content-Disposition header the name is served in.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds
const FORBIDDEN = /[/\\\u0000-\u001f\u007f]/

/**
 * Why a file name cannot be kept, or undefined when it can: empty or blank is EDITOR-019's
 * "Please enter a file name"; a name with a path separator or control character, or longer than
 * {@link FILE_NAME_LIMIT}, has its own message. The name is taken as given (`normalFileName` trims it).
 *
 * @example
 * fileNameProblem("  ") // "Please enter a file name"
 * fileNameProblem("price-list.pdf") // undefined
 */
export const fileNameProblem = (name: string): string | undefined => {
  if (name.trim().length === 0) return ENTER_FILE_NAME
  if (name !== name.trim()) return "A file name cannot start or end with a space"
  if ([...name].length > FILE_NAME_LIMIT) return `A file name can have at most ${FILE_NAME_LIMIT} characters`
  if (FORBIDDEN.test(name)) return "A file name cannot contain / or \\ or control characters"
  return undefined
}

/**
 * A typed file name as it is kept: trimmed (spaces around a name are a slip, never meant).
 *
 * @example
 * normalFileName("  menu.pdf ") // "menu.pdf"
 */
export const normalFileName = (name: string): string => name.trim()

/**
 * The extension of a file name, lower case without the dot; "" when it has none.
 *
 * @example
 * extensionOf("Price List.CSV") // "csv"
 */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf(".")
  return dot <= 0 ? "" : name.slice(dot + 1).toLowerCase()
}
