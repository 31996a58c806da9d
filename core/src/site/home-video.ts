import { isValidUrl } from "./url.ts"

/** A video a video block shows: whose host it is and the host's id of the video. */
export interface VideoSource {
  readonly provider: "vimeo" | "youtube"
  readonly id: string
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{1,12}$/
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com"])
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"])

// Core has no URL class (no DOM or Node APIs): the parts the two hosts need, from an address that
// passed `isValidUrl`.
interface Address {
  readonly host: string
  readonly path: ReadonlyArray<string>
  readonly query: string
}
const ADDRESS = /^https?:\/\/([^/?#:]+)(?::\d+)?([^?#]*)(?:\?([^#]*))?/i
const addressOf = (text: string): Address | undefined => {
  const match = ADDRESS.exec(text)
  if (match === null) return undefined
  const path = (match[2] ?? "").split("/").filter((part) => part !== "")
  return { host: (match[1] ?? "").toLowerCase(), path, query: match[3] ?? "" }
}

const queryValue = (query: string, name: string): string | undefined =>
  query
    .split("&")
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1)

const youtubeId = ({ host, path, query }: Address): string | undefined => {
  if (host === "youtu.be") return path[0]
  if (!YOUTUBE_HOSTS.has(host)) return undefined
  if (path.length === 1 && path[0] === "watch") return queryValue(query, "v")
  return path[0] === "embed" || path[0] === "shorts" ? path[1] : undefined
}

// vimeo.com/76979871, vimeo.com/76979871/abc123 (unlisted), player.vimeo.com/video/76979871.
const vimeoId = ({ host, path }: Address): string | undefined => {
  if (!VIMEO_HOSTS.has(host)) return undefined
  return host === "player.vimeo.com" ? (path[0] === "video" ? path[1] : undefined) : path[0]
}

/**
 * The Vimeo or YouTube video a URL points at, or undefined: an https (or http) address of at most
 * 2083 characters (CONST-010) on youtube.com (`/watch?v=`, `/embed/`, `/shorts/`), youtu.be,
 * vimeo.com (`/<id>`, `/<id>/<hash>`) or player.vimeo.com (`/video/<id>`). A video block takes only
 * these two hosts, so its embed is always one of two known players, never an address the merchant
 * chose.
 *
 * @example
 * videoSource("https://youtu.be/dQw4w9WgXcQ") // { provider: "youtube", id: "dQw4w9WgXcQ" }
 * videoSource("https://vimeo.com/76979871") // { provider: "vimeo", id: "76979871" }
 * videoSource("https://example.com/video.mp4") // undefined
 */
export const videoSource = (text: string): VideoSource | undefined => {
  const url = /^https?:\/\//i.test(text) && isValidUrl(text) ? addressOf(text) : undefined
  if (url === undefined) return undefined
  const youtube = youtubeId(url)
  if (youtube !== undefined && YOUTUBE_ID.test(youtube)) return { provider: "youtube", id: youtube }
  const vimeo = vimeoId(url)
  if (vimeo !== undefined && VIMEO_ID.test(vimeo)) return { provider: "vimeo", id: vimeo }
  return undefined
}

/**
 * Where the players of `videoPlayerUrl` come from: a page showing video blocks must let frames load
 * them (CSP `frame-src`).
 *
 * @example
 * VIDEO_PLAYER_ORIGINS.includes("https://player.vimeo.com") // true
 */
export const VIDEO_PLAYER_ORIGINS: ReadonlyArray<string> = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
]

/**
 * The address of a video's player, for the embed a visitor loads by clicking: YouTube's
 * no-cookie host, Vimeo's player with `dnt=1` (no tracking cookies), both autoplaying since the
 * visitor has just asked for the video.
 *
 * @example
 * videoPlayerUrl({ provider: "vimeo", id: "76979871" }) // "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1"
 */
export const videoPlayerUrl = (source: VideoSource): string =>
  source.provider === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${source.id}?autoplay=1`
    : `https://player.vimeo.com/video/${source.id}?dnt=1&autoplay=1`
