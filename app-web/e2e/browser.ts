import { execFileSync } from "node:child_process"
import { existsSync } from "node:fs"
import { type Browser, chromium } from "playwright-core"

/**
 * Debian's Chromium: the `chromium` on PATH, else /usr/bin/chromium. The tests never download a
 * browser; CI installs the distribution's package.
 *
 * @example
 * chromiumPath() // "/usr/bin/chromium"
 */
export const chromiumPath = (): string => {
  try {
    const found = execFileSync("which", ["chromium"], { encoding: "utf8" }).trim()
    if (found) return found
  } catch {
    // `which` exits non-zero when chromium is not on PATH; fall back to Debian's path.
  }
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium"
  throw new Error("Chromium is not installed: apt-get install chromium")
}

/**
 * Chromium's flags for tests and benches: headless, with nothing running in the background (no
 * updates, sync or network chatter), so a run makes no request outside the store.
 */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const

/**
 * Launches headless Chromium with `CHROMIUM_FLAGS`.
 *
 * @example
 * const browser = await launchChromium()
 */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] })
