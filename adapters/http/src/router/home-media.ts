import { homeTrack, SmugmugGalleries, SmugmugUnreachable, smugmugGalleries } from "@vitrine/core/site"
import { Effect, Layer, Option } from "effect"
import { HomeTrack, ListSmugmugGalleries } from "../contract/home-layout.ts"
import type { RouterContext } from "./context.ts"
import { ok } from "./reply.ts"
import { defineRoute, type Reply, type RouteTable } from "./route.ts"

/** Where the home page's Smugmug blocks list galleries and images (CONST-007). */
export type SmugmugGalleriesLayer = Layer.Layer<SmugmugGalleries>

/**
 * The SmugmugGalleries of a store without a Smugmug adapter: Smugmug cannot be asked, so listing
 * galleries and saving a layout with a gallery answer 503 "Unable to connect. Please try again".
 *
 * @example
 * homeMediaRoutes(context, noSmugmug)
 */
export const noSmugmug: SmugmugGalleriesLayer = Layer.succeed(
  SmugmugGalleries,
  SmugmugGalleries.of({
    galleries: () => Effect.fail(new SmugmugUnreachable({ detail: "no Smugmug adapter configured" })),
    images: () => Effect.fail(new SmugmugUnreachable({ detail: "no Smugmug adapter configured" })),
  }),
)

/**
 * The byte range a `Range` header asks of a body of `size` bytes: one `bytes=a-b`, `bytes=a-` or
 * `bytes=-n` range, clipped to the body; `unsatisfiable` when it starts past the end; undefined
 * (the whole body) without a header, for several ranges or another unit.
 *
 * @example
 * byteRange("bytes=0-1", 10) // { start: 0, end: 1 }
 */
export const byteRange = (
  header: string | undefined,
  size: number,
): { readonly start: number; readonly end: number } | "unsatisfiable" | undefined => {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "")
  if (match === null || (match[1] === "" && match[2] === "")) return undefined
  const [first, last] = [match[1] ?? "", match[2] ?? ""]
  if (first === "") {
    const suffix = Number(last)
    return suffix === 0 || size === 0 ? "unsatisfiable" : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1)
  if (start >= size || end < start) return "unsatisfiable"
  return { start, end }
}

const NOT_FOUND: Reply = { status: 404, body: { message: "There is no such track." } }

// Inline (the page's player reads it), its type as sniffed at upload and never re-guessed, and a
// CSP under which nothing runs were it opened on its own.
const trackHeaders = (type: string, length: number): Record<string, string> => ({
  "Content-Type": type,
  "Content-Length": String(length),
  "Accept-Ranges": "bytes",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
})

const trackReply = (type: string, bytes: Uint8Array, rangeHeader: string | undefined): Reply => {
  const range = byteRange(rangeHeader, bytes.length)
  if (range === "unsatisfiable")
    return {
      status: 416,
      body: { message: "The range asked is outside the track." },
      headers: { "Content-Range": `bytes */${bytes.length}` },
    }
  if (range === undefined)
    return { status: 200, type: "bytes", body: bytes, headers: trackHeaders(type, bytes.length) }
  const part = bytes.subarray(range.start, range.end + 1)
  return {
    status: 206,
    type: "bytes",
    body: part,
    headers: {
      ...trackHeaders(type, part.length),
      "Content-Range": `bytes ${range.start}-${range.end}/${bytes.length}`,
    },
  }
}

/**
 * The home page's media routes: the editor's Smugmug gallery list (`site.manage`; 404 for an
 * unknown account, 503 when Smugmug cannot be asked) and the visitors' tracks (public; only audio
 * files that are tracks of the saved home page, else 404; one byte range honoured).
 *
 * @example
 * const routes = homeMediaRoutes(context, smugmugApi({ apiKey }))
 */
export const homeMediaRoutes = (context: RouterContext, smugmug: SmugmugGalleriesLayer): RouteTable => [
  defineRoute(
    {
      method: "GET",
      path: ListSmugmugGalleries.path,
      access: { permission: "site.manage" },
      query: ListSmugmugGalleries.query,
    },
    ({ query }) =>
      smugmugGalleries(query.nickname).pipe(
        Effect.map((galleries) => ok(ListSmugmugGalleries.response, { galleries })),
        Effect.provide(smugmug),
      ),
  ),

  defineRoute(
    { method: "GET", path: HomeTrack.path, access: "public", params: HomeTrack.params },
    ({ params }, req) =>
      Effect.map(homeTrack(context.websiteId, params.fileId), (found) =>
        Option.match(found, {
          onNone: () => NOT_FOUND,
          onSome: ({ file, bytes }) => trackReply(file.type, bytes, req.headers.range),
        }),
      ),
  ),
]
