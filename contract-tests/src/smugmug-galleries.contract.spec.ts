import { describe, expect, it } from "@effect/vitest"
import {
  SMUGMUG_LIMITS,
  type SmugmugAccount,
  SmugmugGalleries,
  SmugmugGallerySchema,
  SmugmugImageSchema,
  UNABLE_TO_CONNECT,
} from "@vitrine/core/site"
import { Effect, type Layer, Option, Schema } from "effect"

const run = <A, E>(layer: Layer.Layer<SmugmugGalleries>, effect: Effect.Effect<A, E, SmugmugGalleries>) =>
  Effect.runPromise(Effect.provide(effect, layer))
const galleriesOf = (nickname: string) => SmugmugGalleries.use((smugmug) => smugmug.galleries(nickname))
const imagesOf = (nickname: string, key: string) =>
  SmugmugGalleries.use((smugmug) => smugmug.images(nickname, key))

/**
 * The SmugmugGalleries contract, for an adapter over `accounts` (at least one with more than 20
 * galleries and a gallery of more than 50 images, one without galleries) and a nickname it cannot
 * ask about: each account's galleries in order, at least the first 20 (CONST-007); each gallery's
 * images in order, at least the first 50; none for an unknown account or gallery, or another
 * account's gallery; Smugmug unreachable is "Unable to connect. Please try again".
 *
 * @example
 * suite("canned", () => cannedSmugmugGalleries(), DEMO_SMUGMUG_ACCOUNTS, DEMO_SMUGMUG_UNREACHABLE)
 */
export const suite = (
  name: string,
  layer: () => Layer.Layer<SmugmugGalleries>,
  accounts: Readonly<Record<string, SmugmugAccount>>,
  unreachable: string,
) =>
  describe(`SmugmugGalleries contract: ${name}`, () => {
    const entries = Object.entries(accounts)

    it("CONST-007 an account's galleries come in its order, at least the first 20, as the block's model", async () => {
      for (const [nickname, account] of entries) {
        const galleries = Option.getOrThrow(await run(layer(), galleriesOf(nickname)))
        const offered = Math.min(account.length, SMUGMUG_LIMITS.galleries)
        expect(galleries.slice(0, offered)).toEqual(account.slice(0, offered).map(({ gallery }) => gallery))
        expect(galleries.length).toBeLessThanOrEqual(account.length)
        for (const gallery of galleries) expect(Schema.is(SmugmugGallerySchema)(gallery)).toBe(true)
      }
    })

    it("CONST-007 a gallery's images come in its order, at least the first 50, each an https image with its size and alt", async () => {
      for (const [nickname, account] of entries) {
        for (const { gallery, images } of account.slice(0, 3)) {
          const found = Option.getOrThrow(await run(layer(), imagesOf(nickname, gallery.key)))
          const shown = Math.min(images.length, SMUGMUG_LIMITS.images)
          expect(found.slice(0, shown)).toEqual(images.slice(0, shown))
          for (const image of found) expect(Schema.is(SmugmugImageSchema)(image)).toBe(true)
        }
      }
      expect(
        entries.some(
          ([, account]) => account.length > 20 && account.some(({ images }) => images.length > 50),
        ),
      ).toBe(true)
    })

    it("an unknown account has no galleries; an unknown gallery, or another account's, has no images", async () => {
      expect(await run(layer(), galleriesOf("nobody-here-at-all"))).toEqual(Option.none())
      const [[nickname, account] = ["", []], [other] = [""]] = entries
      expect(await run(layer(), imagesOf(nickname, "NoSuchGallery0"))).toEqual(Option.none())
      expect(await run(layer(), imagesOf("nobody-here-at-all", account[0]?.gallery.key ?? "G"))).toEqual(
        Option.none(),
      )
      if (other !== "" && account[0])
        expect(await run(layer(), imagesOf(other, account[0].gallery.key))).toEqual(Option.none())
    })

    it("an account without public galleries has an empty list", async () => {
      const empty = entries.find(([, account]) => account.length === 0)
      expect(empty).toBeDefined()
      expect(await run(layer(), galleriesOf(empty?.[0] ?? ""))).toEqual(Option.some([]))
    })

    it("UI-016 Smugmug unreachable is 'Unable to connect. Please try again'", async () => {
      const failure = await run(layer(), Effect.flip(galleriesOf(unreachable)))
      expect(failure._tag).toBe("SmugmugUnreachable")
      expect(failure.message).toBe(UNABLE_TO_CONNECT)
    })
  })
