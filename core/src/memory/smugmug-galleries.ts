import { Effect, Layer, Option } from "effect"
import { SmugmugUnreachable } from "../site/errors.ts"
import type { SmugmugAccount } from "../site/home-smugmug.ts"
import { SmugmugGalleries } from "../site/port.ts"

/**
 * SmugmugGalleries without Smugmug, for tests and a store without internet: the accounts given, by
 * nickname (compared without case, as Smugmug does), each whole; a nickname listed in `unreachable`
 * fails as Smugmug unreachable. Deterministic.
 *
 * @example
 * memorySmugmugGalleries({ cmac: [{ gallery, images }] }, { unreachable: ["offline"] })
 */
export const memorySmugmugGalleries = (
  accounts: Readonly<Record<string, SmugmugAccount>> = {},
  options: { readonly unreachable?: ReadonlyArray<string> } = {},
): Layer.Layer<SmugmugGalleries> => {
  const byNickname = new Map(
    Object.entries(accounts).map(([nickname, account]) => [nickname.toLowerCase(), account]),
  )
  const unreachable = new Set((options.unreachable ?? []).map((nickname) => nickname.toLowerCase()))
  const account = (nickname: string) =>
    unreachable.has(nickname.toLowerCase())
      ? Effect.fail(new SmugmugUnreachable({ detail: `no answer for ${nickname}` }))
      : Effect.succeed(Option.fromNullishOr(byNickname.get(nickname.toLowerCase())))
  return Layer.succeed(
    SmugmugGalleries,
    SmugmugGalleries.of({
      galleries: (nickname) =>
        Effect.map(
          account(nickname),
          Option.map((found) => found.map(({ gallery }) => gallery)),
        ),
      images: (nickname, galleryKey) =>
        Effect.map(
          account(nickname),
          Option.flatMap((found) =>
            Option.map(
              Option.fromNullishOr(found.find(({ gallery }) => gallery.key === galleryKey)),
              ({ images }) => images,
            ),
          ),
        ),
    }),
  )
}
