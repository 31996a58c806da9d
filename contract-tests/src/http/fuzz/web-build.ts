import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

/**
 * A web build of one page (index.html with the app's root element) in a temp folder, so the
 * server renders product pages into it as it would into the real build.
 *
 * @example
 * start({ webDist: onePageBuild() })
 */
export const onePageBuild = (): string => {
  const webDist = mkdtempSync(join(tmpdir(), "vitrine-fuzz-web-"))
  writeFileSync(join(webDist, "index.html"), '<!doctype html><title>Vitrine</title><div id="root"></div>')
  return webDist
}
