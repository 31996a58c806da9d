import type { Page, Response } from "playwright-core"
import { openHydrated } from "./hydrated.ts"

/** The scripts a page loaded, and those of them that carry Effect's Schema library. */
export interface ScriptsLoaded {
  readonly count: number
  readonly withSchemaLibrary: readonly string[]
}

/**
 * Opens `url`, waits until React has taken it over and its network is idle (what it runs on idle
 * included), and says which of the scripts it loaded carry Effect's Schema library: its chunk is
 * about 26 KB gzip and a long task to evaluate on a phone, so a page that needs none should load none.
 *
 * @example
 * expect((await scriptsLoaded(page, `${store.server.url}/checkout`)).withSchemaLibrary).toEqual([])
 */
export const scriptsLoaded = async (page: Page, url: string): Promise<ScriptsLoaded> => {
  const scripts: Promise<string>[] = []
  // Every body read is awaited before the caller closes the context, and a body that can no longer
  // be read is said so rather than left as a rejection nobody handles (it failed CI runs under load).
  const onResponse = (response: Response) => {
    const { pathname } = new URL(response.url())
    if (pathname.endsWith(".js"))
      scripts.push(
        response.text().then(
          (text) => `${pathname} ${text}`,
          (error: unknown) => `${pathname} (body unreadable: ${String(error)})`,
        ),
      )
  }
  page.on("response", onResponse)
  await openHydrated(page, url)
  await page.waitForLoadState("networkidle")
  page.off("response", onResponse)
  const texts = await Promise.all(scripts)
  return {
    count: texts.length,
    // Schema names its error class; no other module does.
    withSchemaLibrary: texts
      .filter((text) => text.includes("SchemaError"))
      .map((text) => text.split(" ")[0] ?? ""),
  }
}
