import { SMUGMUG_API_URL } from "@vitrine/adapter-smugmug"
import type { SmugmugAccount } from "@vitrine/core/site"
import { HttpResponse, http } from "msw"

/**
 * Smugmug's API v2 as its documentation describes it, for MSW, over accounts by nickname: the key
 * checked (401 when wrong); `/user/<nickname>!albums` answering the account's albums (`AlbumKey`,
 * `Title`, `ImageCount`; `count` honoured, the `Album` key left out of an empty list), 404 for an
 * unknown user; `/album/<key>` answering its `NickName`; `/album/<key>!images` its images, each with
 * the thumbnail's address (`…/Th/…-Th.jpg`), its original size and its caption. A nickname in
 * `unreachable` answers 500.
 *
 * @example
 * server.use(...fakeSmugmug("key", DEMO_SMUGMUG_ACCOUNTS).handlers)
 */
export const fakeSmugmug = (
  apiKey: string,
  accounts: Readonly<Record<string, SmugmugAccount>>,
  unreachable: ReadonlyArray<string> = [],
) => {
  const byNickname = new Map(
    Object.entries(accounts).map(([nickname, account]) => [nickname.toLowerCase(), { nickname, account }]),
  )
  const notFound = () => HttpResponse.json({ Code: 404, Message: "Not Found" }, { status: 404 })
  const albumOf = (key: string) =>
    [...byNickname.values()].flatMap(({ nickname, account }) =>
      account.filter(({ gallery }) => gallery.key === key).map((found) => ({ nickname, ...found })),
    )[0]
  const api = http.get(new RegExp(`^${SMUGMUG_API_URL.replace(/[.]/g, "\\.")}/`), ({ request }) => {
    const url = new URL(request.url)
    if (url.searchParams.get("APIKey") !== apiKey) return HttpResponse.json({ Code: 401 }, { status: 401 })
    const count = Number(url.searchParams.get("count") ?? "100")
    const path = decodeURIComponent(url.pathname.slice(new URL(SMUGMUG_API_URL).pathname.length))
    const user = /^\/user\/([^!/]+)!albums$/.exec(path)
    if (user) {
      const nickname = (user[1] ?? "").toLowerCase()
      if (unreachable.map((name) => name.toLowerCase()).includes(nickname))
        return new HttpResponse(null, { status: 500 })
      const found = byNickname.get(nickname)
      if (found === undefined) return notFound()
      const albums = found.account.slice(0, count).map(({ gallery }) => ({
        AlbumKey: gallery.key,
        Title: gallery.title,
        Name: gallery.title,
        ImageCount: gallery.imageCount,
      }))
      return HttpResponse.json({ Code: 200, Response: albums.length === 0 ? {} : { Album: albums } })
    }
    const album = /^\/album\/([^!/]+)(!images)?$/.exec(path)
    const found = album ? albumOf(album[1] ?? "") : undefined
    if (album === null || found === undefined) return notFound()
    if (album[2] === undefined)
      return HttpResponse.json({
        Code: 200,
        Response: { Album: { AlbumKey: found.gallery.key, NickName: found.nickname } },
      })
    const images = found.images.slice(0, count).map((image) => ({
      ThumbnailUrl: image.url.replace(/\/L\/([^/]*)-L\.(\w+)$/, "/Th/$1-Th.$2"),
      OriginalWidth: image.width,
      OriginalHeight: image.height,
      Caption: image.alt,
      FileName: "photo.jpg",
    }))
    return HttpResponse.json({ Code: 200, Response: images.length === 0 ? {} : { AlbumImage: images } })
  })
  return { handlers: [api] }
}
