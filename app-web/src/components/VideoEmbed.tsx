const HOST = { youtube: "YouTube", vimeo: "Vimeo" } as const

// What the frame shows before the click: ours, from the page (no request to the video's host), with
// a link that takes the frame itself to the player.
const poster = (provider: keyof typeof HOST, player: string) =>
  `<!doctype html><style>html,body{height:100%;margin:0}body{display:grid;place-items:center;background:#111;color:#eee;font:16px system-ui,sans-serif;text-align:center}a{color:#fff;font-size:1.25rem;padding:.75rem 1.25rem;border:2px solid #fff;border-radius:999px;text-decoration:none}a:focus-visible{outline:3px solid #7ab7ff;outline-offset:3px}p{margin:1rem 2rem 0;font-size:.875rem;opacity:.8}</style><a href="${player.replaceAll("&", "&amp;")}">▶ Play video</a><p>Playing loads the video from ${HOST[provider]}, which may set its own cookies.</p>`

/**
 * A Vimeo or YouTube video that loads nothing from its host until the visitor asks: the frame first
 * holds our poster (`srcdoc`) whose "Play video" link takes the frame to the player (YouTube's
 * no-cookie host, Vimeo with `dnt=1`). No JavaScript: the link navigates the frame.
 *
 * @example
 * <VideoEmbed provider="vimeo" player="https://player.vimeo.com/video/76979871?dnt=1&autoplay=1" />
 */
export const VideoEmbed = ({ provider, player }: { provider: keyof typeof HOST; player: string }) => (
  <iframe
    className="home-video"
    title={`Video from ${HOST[provider]}`}
    srcDoc={poster(provider, player)}
    allow="autoplay; fullscreen; picture-in-picture"
    referrerPolicy="strict-origin-when-cross-origin"
  />
)
