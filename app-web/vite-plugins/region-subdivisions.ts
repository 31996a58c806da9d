import { iso31662 } from "iso-3166/2.js"
import type { Plugin } from "vite"
import { isSubdivisionOf, REGION_COUNTRIES } from "../../core/src/address/regions.ts"

const ISO_SUBDIVISIONS = /[\\/]iso-3166[\\/]2\.js$/

/**
 * A build plugin that keeps, of the `iso-3166` package's subdivisions of every country in the
 * world (355 KB of source, the bulk of the checkout's code: 237 KB of its 43 KB-compressed address
 * chunk), only those of the countries with a region list (`REGION_COUNTRIES`), the only ones
 * `regionsOf` reads. The lists the checkout shows are the same, built by the same code from the
 * same data; the page has less to download, parse and run before it hydrates.
 *
 * @example
 * plugins: [regionSubdivisions()]
 */
export const regionSubdivisions = (): Plugin => ({
  name: "vitrine:region-subdivisions",
  enforce: "pre",
  load: (id) => {
    if (!ISO_SUBDIVISIONS.test(id)) return null
    const kept = iso31662.filter((entry) =>
      REGION_COUNTRIES.some((country) => isSubdivisionOf(entry, country)),
    )
    return `export const iso31662 = ${JSON.stringify(kept)}\n`
  },
})
