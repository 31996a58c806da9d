/** An advertising script's entry point on the page: Meta's `fbq`, Google's `gtag`, or the page's own. */
export type AdCall = (event: string, data: object) => void

/**
 * The advertising script told of an event: the page's own, else the vendor's global when the page
 * loaded it (Meta's pixel `fbq("track", …)` for adds to cart, TRACK-011; Google's tag
 * `gtag("event", …)` for purchases, TRACK-012), else none. Looked up at each call, since the
 * vendor's script may load after the tracker.
 *
 * @example
 * adScript(config.adPixel, "fbq", "track")?.("AddToCart", { content_ids: ["hat"] })
 */
export const adScript = (
  own: AdCall | undefined,
  global: "fbq" | "gtag",
  verb: string,
): AdCall | undefined => {
  const vendor = (globalThis as { [name: string]: unknown })[global]
  return (
    own ??
    (typeof vendor === "function"
      ? (event, data) => (vendor as (...args: unknown[]) => void)(verb, event, data)
      : undefined)
  )
}

/**
 * Meta's pixel as the tracker's `adPixel` (TRACK-011), when the page loaded it: adds to cart go to
 * `fbq("track", "AddToCart", data)`; none otherwise. Looked up at each add, since the pixel's script
 * may load after the tracker.
 *
 * @example
 * startTracker({ ...config, adPixel: metaPixel })
 */
export const metaPixel: AdCall = (event, data) => adScript(undefined, "fbq", "track")?.(event, data)
