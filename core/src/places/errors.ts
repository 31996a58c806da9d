import { Data } from "effect"

/**
 * The address provider could not answer (down, refused our key, over quota, or none is configured).
 * `message` is what a visitor reads; `detail` is the provider's own words, for logs only.
 *
 * @example
 * new PlacesUnavailable({ detail: "HTTP 403 from places.googleapis.com" })
 */
export class PlacesUnavailable extends Data.TaggedError("PlacesUnavailable")<{ readonly detail: string }> {
  override get message(): string {
    return "Address suggestions are not available right now."
  }
}
