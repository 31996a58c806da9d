import { createConnectionsClient } from "@vitrine/adapter-http/client"
import { HTTP_MESSAGE, SITE_PATHS } from "@vitrine/adapter-http/contract"
import { ContributorRole } from "@vitrine/core/enums"
import {
  AUTOMATION_REFUSAL_MESSAGE,
  MAILING_CONNECTION_MESSAGE,
  MAILING_LISTS,
  type MailingConnection,
} from "@vitrine/core/site"
import { describe, expect, it } from "vitest"
import { staffServer } from "./staff-server.ts"
import { Visitor } from "./visitor.ts"

const { connections: CONNECTIONS, mailingConnection: MAILING } = SITE_PATHS
const { automationConnection: AUTOMATION, automationHandshake: HANDSHAKE } = SITE_PATHS
const mailing: MailingConnection = {
  listId: "newsletter",
  doubleOptIn: true,
  subject: "New sign-up",
  to: ["owner@example.com"],
  cc: ["ada@example.com"],
  bcc: [],
}

/**
 * The connections' routes (EDITOR-007 to EDITOR-009) on a real server over a memory store. Each test
 * leaves the site as it found it: nothing connected.
 */
describe("the connections over HTTP", () => {
  const { url, staffWith } = staffServer()
  const reset = async (admin: Visitor) => {
    await admin.send("DELETE", MAILING)
    await admin.send("DELETE", AUTOMATION)
  }

  it("a visitor is refused every merchant call (401); an editor too (403): connections are the managers'", async () => {
    const visitor = await new Visitor(url()).arrive()
    expect(await visitor.get(CONNECTIONS)).toMatchObject({
      status: 401,
      body: { message: HTTP_MESSAGE.signInRequired },
    })
    expect((await visitor.send("PUT", MAILING, mailing)).status).toBe(401)
    expect((await visitor.send("POST", AUTOMATION)).status).toBe(401)
    const editor = await staffWith([ContributorRole.EDITOR])
    expect((await editor.get(CONNECTIONS)).status).toBe(403)
    expect((await editor.send("DELETE", MAILING)).status).toBe(403)
    const admin = await new Visitor(url()).signInAsStaff()
    expect((await admin.get(CONNECTIONS)).body).toEqual({
      mailing: null,
      automation: { status: "disconnected" },
      lists: MAILING_LISTS,
    })
  })

  it("EDITOR-008 a website manager connects a list with its options; EDITOR-007 disconnects it", async () => {
    const manager = await staffWith([ContributorRole.WEBSITE_MANAGER])
    expect(await manager.send("PUT", MAILING, mailing)).toMatchObject({ status: 200, body: { mailing } })
    expect((await manager.get(CONNECTIONS)).body.mailing).toEqual(mailing)
    expect(await manager.send("DELETE", MAILING)).toMatchObject({ status: 200, body: { mailing: null } })
    expect((await manager.get(CONNECTIONS)).body.mailing).toBeNull()
  })

  it.each<[string, string, unknown, Record<string, string>]>([
    ["EDITOR-023", "no list", { ...mailing, listId: undefined }, { listId: "A List must be selected" }],
    [
      "EDITOR-023",
      "a list the store lacks",
      { ...mailing, listId: "vip" },
      { listId: "A List must be selected" },
    ],
    ["EDITOR-024", "a blank subject", { ...mailing, subject: "  " }, { subject: "Add an email subject" }],
    ["EDITOR-014", "no To address", { ...mailing, to: [] }, { to: "Please enter a valid email" }],
    [
      "EDITOR-015",
      "a CC that is not an address",
      { ...mailing, cc: ["ada"] },
      { cc: MAILING_CONNECTION_MESSAGE.emailsFormat },
    ],
  ])("%s %s is 400 with the field's message, and changes nothing", async (_, __, body, errors) => {
    const admin = await new Visitor(url()).signInAsStaff()
    const answer = await admin.send("PUT", MAILING, body)
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toMatchObject(errors)
    expect((await admin.get(CONNECTIONS)).body.mailing).toBeNull()
  })

  it("EDITOR-009 connect awaits with a one-time key; the service's handshake connects; disconnect ends it", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    const connect = await admin.send("POST", AUTOMATION)
    expect(connect).toMatchObject({ status: 200, body: { automation: { status: "awaiting" } } })
    const { key } = connect.body
    expect((await admin.get(CONNECTIONS)).body.automation.status).toBe("awaiting")
    expect(JSON.stringify((await admin.get(CONNECTIONS)).body)).not.toContain(key)

    const service = await new Visitor(url()).arrive()
    expect(await service.send("POST", HANDSHAKE, { key: `${key}x` })).toMatchObject({
      status: 409,
      body: { errors: { key: AUTOMATION_REFUSAL_MESSAGE["key-mismatch"] } },
    })
    expect((await service.send("POST", HANDSHAKE, {})).status).toBe(400)
    expect(await service.send("POST", HANDSHAKE, { key })).toMatchObject({
      status: 200,
      body: { automation: { status: "connected" } },
    })
    expect((await service.send("POST", HANDSHAKE, { key })).body.errors).toEqual({
      key: AUTOMATION_REFUSAL_MESSAGE["not-awaiting"],
    })
    expect((await admin.send("POST", AUTOMATION)).body.errors).toEqual({
      automation: AUTOMATION_REFUSAL_MESSAGE["already-connected"],
    })
    expect(await admin.send("DELETE", AUTOMATION)).toMatchObject({
      status: 200,
      body: { automation: { status: "disconnected" } },
    })
    await reset(admin)
  })

  it("EDITOR-008 EDITOR-009 the browser's ConnectionsClient speaks every call, each answer checked with the contract Schemas", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    const client = createConnectionsClient({
      baseUrl: url(),
      fetch: admin.fetch,
      crumb: () => admin.crumb(),
      validate: "schema",
    })
    const saved = await client.saveMailing({ ...mailing, listId: "restock" })
    expect(saved.ok && saved.value.mailing.listId).toBe("restock")
    const read = await client.connections()
    expect(read.ok && read.value.mailing).toEqual({ ...mailing, listId: "restock" })
    const refused = await client.saveMailing({ ...mailing, subject: "" })
    expect(refused).toMatchObject({
      ok: false,
      error: { status: 400, fieldErrors: { subject: "Add an email subject" } },
    })
    expect(await client.disconnectMailing()).toEqual({ ok: true, value: { mailing: null } })
    const awaiting = await client.connectAutomation()
    expect(awaiting.ok && awaiting.value.automation.status).toBe("awaiting")
    const off = await client.disconnectAutomation()
    expect(off.ok && off.value.automation).toEqual({ status: "disconnected" })
    await reset(admin)
  })
})
