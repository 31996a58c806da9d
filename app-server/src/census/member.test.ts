import { randomUUID } from "node:crypto"
import { sessionCookieName } from "@vitrine/core/account"
import { type Hit, MEMBER_KEY } from "@vitrine/core/census"
import { makeMemoryStore, memoryEventStore, memoryLayerFor } from "@vitrine/core/memory"
import { Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PATH } from "../../../contract-tests/src/http/demo.ts"
import { Visitor } from "../../../contract-tests/src/http/visitor.ts"
import { type RunningServer, start } from "../server.ts"

// TRACK-007 over real HTTP: members sign in through the real route, and the census files their
// hits under the id of the session their cookie opens, whatever the body says.

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"

let server: RunningServer
let events: unknown[]
beforeAll(async () => {
  const memory = memoryEventStore()
  events = memory.events
  const layer = Layer.merge(memoryLayerFor(makeMemoryStore()), memory.layer)
  server = await start({ port: 0, logLevel: "silent", layer })
})
afterAll(() => server.stop())

/** A visitor who accepted the census's cookies; a member when `member` (registered, so signed in). */
const visitor = async (member: boolean) => {
  const someone = await new Visitor(server.url).arrive()
  someone.cookies.set("ss_performanceCookiesAllowed", "true")
  if (!member) return { someone, id: null }
  const email = `member-${randomUUID()}@example.com`
  const answer = await someone.send("POST", PATH.memberAccount, { email, password: "correct horse battery" })
  expect(answer.status).toBe(200)
  return { someone, id: String(answer.body.member.id) }
}

/** A page view and a visitor-analytics event from `someone`, both naming `claimed` as the member. */
const browse = async (someone: Visitor, path: string, claimed: string | null) => {
  const data = { pagePath: path, ...(claimed === null ? {} : { [MEMBER_KEY]: claimed }) }
  const post = (endpoint: string, form: Record<string, string>) =>
    someone.fetch(endpoint, {
      method: "POST",
      headers: { "user-agent": BROWSER, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    })
  const hit = await post("/api/census/RecordHit", { event: "view", data: JSON.stringify(data) })
  const event = await post("/api/events/RecordEvent", {
    crumb: someone.crumb() ?? "",
    event: "wishlist-add",
    data: JSON.stringify({ ...data, itemId: "hat" }),
  })
  expect([hit.status, event.status]).toEqual([202, 202])
}

/** The members the stored hits of `path` name (undefined for none), after the buffer's flush. */
const membersAt = async (path: string) => {
  await server.census.flush()
  return (events as Hit[])
    .filter((hit) => hit._tag === "Hit" && hit.data?.pagePath === path)
    .map((hit) => hit.data?.[MEMBER_KEY])
}

describe("the signed-in member on census hits", () => {
  it("TRACK-007 a signed-in member's hits are stored with the member's id from the session; a visitor's with none", async () => {
    const ada = await visitor(true)
    const guest = await visitor(false)
    await browse(ada.someone, "/ada", null)
    await browse(guest.someone, "/guest", null)
    expect(await membersAt("/ada")).toEqual([ada.id, ada.id])
    expect(await membersAt("/guest")).toEqual([undefined, undefined])
  })

  it("TRACK-007 a forged member id in the body never files a hit under another member", async () => {
    const ada = await visitor(true)
    const bea = await visitor(true)
    const guest = await visitor(false)
    await browse(ada.someone, "/forged-by-ada", bea.id)
    await browse(guest.someone, "/forged-by-guest", bea.id)
    expect(await membersAt("/forged-by-ada")).toEqual([ada.id, ada.id])
    expect(await membersAt("/forged-by-guest")).toEqual([undefined, undefined])
    // A member session cookie altered by one character opens no session: no member either.
    const name = sessionCookieName("member", false)
    const token = ada.someone.cookies.get(name) ?? ""
    expect(token).not.toBe("")
    ada.someone.cookies.set(name, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)
    // Ada's crumb was bound to the session that cookie opened: it is refused now, and the refusal
    // hands over a fresh crumb for the sessions the request carries (none), which the next event uses.
    const stale = await ada.someone.fetch("/api/events/RecordEvent", {
      method: "POST",
      headers: { "user-agent": BROWSER },
      body: new URLSearchParams({
        crumb: ada.someone.crumb() ?? "",
        event: "wishlist-add",
        data: "{}",
      }).toString(),
    })
    expect(stale.status).toBe(403)
    await browse(ada.someone, "/altered", bea.id)
    expect(await membersAt("/altered")).toEqual([undefined, undefined])
  })

  it("TRACK-007 after sign-out the member's id is no longer attached", async () => {
    const ada = await visitor(true)
    expect((await ada.someone.send("DELETE", PATH.memberSession)).status).toBe(200)
    await browse(ada.someone, "/signed-out", ada.id)
    expect(await membersAt("/signed-out")).toEqual([undefined, undefined])
  })
})
