import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

/**
 * A web build of one empty page in a temp folder: the server's pages need one, these tests do not.
 *
 * @example
 * start({ port: 0, webDist: emptyWebBuild() })
 */
export const emptyWebBuild = (): string => {
  const webDist = mkdtempSync(join(tmpdir(), "vitrine-web-"))
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Vitrine</title><div id=root></div>")
  return webDist
}
