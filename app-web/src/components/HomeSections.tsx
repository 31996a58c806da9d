import type { HomeBlock, HomeLayout } from "@vitrine/core/site"
import {
  frameSiteHref,
  richTextHtml,
  SITE_LIMITS,
  trackAudioPath,
  videoPlayerUrl,
  videoSource,
} from "@vitrine/core/site"
import type { CSSProperties } from "react"
import { useRenderedPageData } from "../ssr/page-data-context.tsx"
import { VideoEmbed } from "./VideoEmbed.tsx"

const { marquee } = SITE_LIMITS

// The marquee's presets as CSS (CONST-011): the text size, one crossing per 10 s at speed 1 (20 s at
// the preset 0.5), and the wave: each letter bobs with a phase such that `waveFrequency` crests
// span the text, by `intensity` / 300 em (60: a fifth of the text's height; 0: a straight line).
const marqueeStyle = (intensity: number, letters: number): CSSProperties =>
  ({
    "--marquee-size": `${marquee.textSizeRem}rem`,
    "--marquee-duration": `${10 / marquee.speed}s`,
    "--marquee-wave": `${intensity / 300}em`,
    "--marquee-letters": letters,
  }) as CSSProperties

const Marquee = ({ text, intensity }: { text: string; intensity: number }) => {
  const letters = [...text]
  const wave = (copy: string) => (
    <span className="home-marquee-copy" data-copy={copy}>
      {letters.map((letter, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a letter's place is its identity.
          key={index}
          className="home-marquee-letter"
          style={
            { "--phase": (index * marquee.waveFrequency) / Math.max(1, letters.length) } as CSSProperties
          }
        >
          {letter === " " ? "\u00a0" : letter}
        </span>
      ))}
    </span>
  )
  return (
    <div
      className="home-marquee"
      style={marqueeStyle(intensity, letters.length)}
      role="marquee"
      aria-label={text}
    >
      <div className="home-marquee-track" aria-hidden="true">
        {wave("text")}
        {wave("echo")}
      </div>
    </div>
  )
}

// An album: its title over its tracks in order, each the browser's own player, which loads nothing
// until the visitor presses play (preload="none"). An album without tracks shows nothing.
const Album = ({ block }: { block: Extract<HomeBlock, { kind: "album" }> }) =>
  block.tracks.length === 0 ? null : (
    <div className="home-album">
      <h2>{block.title}</h2>
      <ol className="home-album-tracks" aria-label={`${block.title}: ${block.tracks.length} tracks`}>
        {block.tracks.map((track, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a track's place is its identity here.
          <li key={index} className="home-album-track">
            <span className="home-album-track-title">{track.title}</span>
            {/* biome-ignore lint/a11y/useMediaCaption: an album's tracks are music the merchant uploads, with no captions to give; each player is named after its track. */}
            <audio
              controls
              preload="none"
              src={trackAudioPath(track.fileId)}
              aria-label={`Play ${track.title}`}
            />
          </li>
        ))}
      </ol>
    </div>
  )

// A Smugmug gallery: its photos (at most 50, CONST-007) as saved, each with its size (no layout
// shift) and alt text, loaded lazily as they near the screen. A gallery without photos shows nothing.
const Gallery = ({ block }: { block: Extract<HomeBlock, { kind: "smugmug" }> }) =>
  block.images.length === 0 ? null : (
    <figure className="home-gallery">
      <ul className="home-gallery-images">
        {block.images.map((image, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a photo's place is its identity here.
          <li key={index}>
            <img
              src={image.url}
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
      {block.title !== "" && <figcaption>{block.title}</figcaption>}
    </figure>
  )

const Block = ({ block, frameLocation }: { block: HomeBlock; frameLocation: string | undefined }) => {
  // A rich text's links to pages of the site stay in the page's language (`/fr/shop` on `/fr`).
  const languagePrefix = useRenderedPageData()?.language?.prefix ?? ""
  switch (block.kind) {
    case "text":
      return (
        <div className="home-text">
          {block.heading !== "" && <h2>{block.heading}</h2>}
          {block.paragraph.blocks.length > 0 && (
            <div
              className="home-rich-text"
              // richTextHtml is the one writer of this HTML: escaped text, its allowed tags only
              // (property-tested in core), from a document that is never HTML.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: see above.
              dangerouslySetInnerHTML={{
                __html: richTextHtml(block.paragraph, {
                  languagePrefix,
                  ...(frameLocation === undefined
                    ? {}
                    : { sitePath: (path: string) => frameSiteHref(frameLocation, path) }),
                }),
              }}
            />
          )}
        </div>
      )
    case "marquee":
      return <Marquee text={block.text} intensity={block.intensity} />
    case "video": {
      const source = videoSource(block.url)
      return source ? <VideoEmbed provider={source.provider} player={videoPlayerUrl(source)} /> : null
    }
    case "code":
      // The merchant's HTML runs in a frame of its own: `srcdoc` without `allow-same-origin` gives it
      // an opaque origin, so its scripts cannot read the visitors' cookies or storage, nor reach into
      // the page; and a srcdoc frame keeps the page's CSP, so no script the page would refuse runs.
      return (
        <iframe
          className="home-code"
          title="Custom code"
          sandbox="allow-scripts allow-popups"
          srcDoc={block.html}
        />
      )
    case "album":
      return <Album block={block} />
    case "smugmug":
      return <Gallery block={block} />
  }
}

/**
 * The home page's sections as the merchant arranged them (CONST-012: each section's padding, a
 * percent of the page's width, on its sides), rendered on the server and never hydrated: HTML and
 * CSS only (a text block's rich text is `richTextHtml`'s HTML; the marquee is a CSS animation that
 * stops under `prefers-reduced-motion`; the video loads its player only when clicked, see
 * `VideoEmbed`; an album's tracks are native players that load nothing before play; a gallery's
 * photos load lazily).
 *
 * @example
 * Inside the editor's preview frame, `frameLocation` is the frame's location (UI-004): a rich text's
 * links to pages of the site, the cart's among them, are written against it (`frameSiteHref`).
 *
 * @example
 * <HomeSections layout={{ sections: [{ padding: 6, blocks: [] }] }} />
 */
export const HomeSections = ({ layout, frameLocation }: { layout: HomeLayout; frameLocation?: string }) => (
  <div className="home-sections">
    {layout.sections.map((section, index) => (
      <section
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; the layout is rendered once.
        key={index}
        className="home-section"
        style={{ paddingInline: `${section.padding}%`, paddingBlock: `${section.padding / 2}%` }}
      >
        {section.blocks.map((block, blockIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; the layout is rendered once.
          <Block key={blockIndex} block={block} frameLocation={frameLocation} />
        ))}
      </section>
    ))}
  </div>
)
