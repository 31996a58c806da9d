/**
 * Reader of the JSON-Template conformance cases in ./spec (our own implementation of the case file
 * format; plain JavaScript so the conformance test, the bench and the differential check share it).
 * Types and the format in spec-cases.d.mts.
 *
 * The format: a case file is `.html` or `.txt` text made of sections. A line that is exactly
 * `:NAME` (letters, digits, `_`, `-`; trailing blanks and a `\r` allowed) opens a section that runs
 * to the next such line; its body is the lines between, joined by "\n", untrimmed. Text before the
 * first header is ignored; a name given twice keeps its last body.
 *   :TEMPLATE    the source, verbatim          :OUTPUT      the expected output (compared trimmed)
 *   :JSON        the data (absent: {}); in a file without :OUTPUT, the expected parse tree
 *   :PARTIALS    JSON object of partial sources
 *   :INJECT      JSON object of JSON texts, each parsed again before the engine sees it
 *   :PARAMS      JSON object: `locale` (a BCP 47 tag, or "none" for no CLDR), `now` (epoch ms)
 *   :PROPERTIES  `key: value` / `key=value` lines (`#` and `!` comment lines); locale and now as above
 * Any other section is ignored. A file with :TEMPLATE and :OUTPUT is a render case; with :TEMPLATE
 * and :JSON only, an ast case. Besides, `<name>-out-<locale>.html` next to `<name>-in.html` and
 * `_numbers.json` is a render case of its own: the whole -in file is the template, _numbers.json
 * the data, the whole -out file the expected output, rendered in the locale of its name. A case
 * whose JSON does not parse is an invalid case (it stays in the list, so it counts as failed).
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const HEADER = /^:([A-Za-z0-9_-]+)[ \t]*\r?$/
const UNITS_OUTPUT = /^(.+)-out-([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]+)*)\.html$/

export const splitSections = (text) => {
  const sections = {}
  let name
  let lines = []
  for (const line of text.split("\n")) {
    const header = HEADER.exec(line)
    if (header === null) {
      lines.push(line)
      continue
    }
    if (name !== undefined) sections[name] = lines.join("\n")
    name = header[1]
    lines = []
  }
  if (name !== undefined) sections[name] = lines.join("\n")
  return sections
}

export const readProperties = (text) => {
  const properties = {}
  for (const raw of text.split("\n")) {
    const line = raw.trim()
    if (line === "" || line[0] === "#" || line[0] === "!") continue
    const pair = /^([^:=\s]+)\s*[:=\s]\s*(.*)$/.exec(line)
    if (pair !== null) properties[pair[1]] = pair[2]
  }
  return properties
}

/** Locale and now from :PROPERTIES, then :PARAMS (which wins where both speak). */
export const caseOptions = (sections) => {
  const options = { locale: "en", now: undefined, properties: {} }
  if (sections.PROPERTIES !== undefined) {
    options.properties = readProperties(sections.PROPERTIES)
    const { locale, now } = options.properties
    if (locale) options.locale = locale
    if (now !== undefined && now !== "") options.now = Number(now)
  }
  const params = jsonSection(sections, "PARAMS")
  if (params !== null && typeof params === "object") {
    if (typeof params.locale === "string") options.locale = params.locale
    if (typeof params.now === "number") options.now = params.now
  }
  return options
}

const jsonSection = (sections, name) => {
  const text = sections[name]
  if (text === undefined || text.trim() === "") return undefined
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new Error(`:${name} is not JSON: ${error.message}`)
  }
}

const injectsOf = (sections) => {
  const raw = jsonSection(sections, "INJECT")
  if (raw === null || typeof raw !== "object") return undefined
  return Object.fromEntries(
    Object.entries(raw).map(([file, value]) => [file, typeof value === "string" ? JSON.parse(value) : value]),
  )
}

/** The area of a case: the folder it sits in ("core" for a file at the top). */
export const areaOf = (id) => {
  const slash = id.lastIndexOf("/")
  return slash === -1 ? "core" : id.slice(0, slash)
}

/** One case file's text as a case; undefined for a file that is not a case (no :TEMPLATE, or neither :OUTPUT nor :JSON). */
export const readCase = (id, text) => {
  const area = areaOf(id)
  const sections = splitSections(text)
  const template = sections.TEMPLATE
  if (template === undefined) return undefined
  try {
    if (sections.OUTPUT !== undefined) {
      return {
        id,
        area,
        kind: "render",
        template,
        json: jsonSection(sections, "JSON") ?? {},
        partials: jsonSection(sections, "PARTIALS"),
        injects: injectsOf(sections),
        options: caseOptions(sections),
        expected: sections.OUTPUT,
      }
    }
    if (sections.JSON === undefined) return undefined
    const tree = jsonSection(sections, "JSON")
    const options = { locale: "en", now: undefined, properties: {} }
    return { id, area, kind: "ast", template: template.trim(), json: undefined, options, expected: tree }
  } catch (error) {
    return { id, area, kind: "invalid", error: error.message }
  }
}

const unitsCase = (id, files) => {
  const units = UNITS_OUTPUT.exec(path.posix.basename(id))
  if (units === null) return undefined
  const folder = id.includes("/") ? `${areaOf(id)}/` : ""
  const template = files.get(`${folder}${units[1]}-in.html`)
  const numbers = files.get(`${folder}_numbers.json`)
  if (template === undefined || numbers === undefined) return undefined
  const area = areaOf(id)
  const options = { locale: units[2].replace("_", "-"), now: undefined, properties: {} }
  try {
    const json = JSON.parse(numbers)
    const expected = files.get(id)
    return {
      id,
      area,
      kind: "render",
      template,
      json,
      partials: undefined,
      injects: undefined,
      options,
      expected,
    }
  } catch (error) {
    return { id, area, kind: "invalid", error: `_numbers.json is not JSON: ${error.message}` }
  }
}

/** Every case among the files (relative "/" path → text), in path order. */
export const casesOf = (files) => {
  const cases = []
  for (const id of [...files.keys()].sort()) {
    const found = unitsCase(id, files) ?? (/\.(html|txt)$/.test(id) ? readCase(id, files.get(id)) : undefined)
    if (found !== undefined) cases.push(found)
  }
  return cases
}

const filesUnder = (root, folder = "", into = new Map()) => {
  for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const id = folder === "" ? entry.name : `${folder}/${entry.name}`
    if (entry.isDirectory()) filesUnder(root, id, into)
    else if (entry.isFile() && /\.(html|txt|json)$/.test(entry.name))
      into.set(id, fs.readFileSync(path.join(root, id), "utf8"))
  }
  return into
}

/** Every case under a folder (default: ./spec, the in-repository copy). */
export const loadSpecCases = (folder = fileURLToPath(new URL("spec/", import.meta.url))) =>
  casesOf(filesUnder(folder))
