import { DEFAULT_RESTOCK_SETTINGS, type RestockSettings } from "@vitrine/core/restock"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TEST_ADMIN } from "../../contract-tests/src/http/staff.ts"
import { Visitor } from "../../contract-tests/src/http/visitor.ts"
import {
  type OwnDatabase,
  ownServerDatabase,
  serverOptions,
} from "../../contract-tests/src/setup/database.ts"
import { type RunningServer, start } from "../src/index.ts"

// The restock settings PUT changes only the settings its body names. Two merchants (or two tabs)
// changing different settings at once must both be kept: the real server on a database of its own
// on the Postgres server (the settings are one row per store), where requests truly overlap.

const SETTINGS = "/api/admin/restock/settings"
const ROUNDS = 8
const ALL_OFF: RestockSettings = {
  autoSend: false,
  mailingListSignUp: false,
  mailingListOptInByDefault: false,
}

describe.skipIf(serverOptions() === undefined)(
  "restock settings changed at once on the Postgres server",
  { timeout: 120_000 },
  () => {
    let database: OwnDatabase
    let server: RunningServer
    beforeAll(async () => {
      database = (await ownServerDatabase("vitrine_restock_settings")) as OwnDatabase
      server = await start({
        port: 0,
        logLevel: "silent",
        database: { databaseUrl: database.databaseUrl },
        admin: TEST_ADMIN,
      })
    })
    afterAll(async () => {
      await server?.stop()
      await database?.release()
    })

    it("two PUTs of different settings at once both stick, and each answers the settings it left", async () => {
      const [one, two] = await Promise.all([
        new Visitor(server.url).signInAsStaff(),
        new Visitor(server.url).signInAsStaff(),
      ])
      expect((await one.get(SETTINGS)).body).toEqual({ settings: DEFAULT_RESTOCK_SETTINGS })
      for (let round = 0; round < ROUNDS; round++) {
        expect((await one.send("PUT", SETTINGS, ALL_OFF)).status).toBe(200)
        const [autoSend, signUp] = await Promise.all([
          one.send("PUT", SETTINGS, { autoSend: true }),
          two.send("PUT", SETTINGS, { mailingListSignUp: true }),
        ])
        expect([autoSend.status, signUp.status]).toEqual([200, 200])
        // Each answer holds its own change, and the other's only when that one was saved first.
        expect(autoSend.body.settings).toMatchObject({ autoSend: true, mailingListOptInByDefault: false })
        expect(signUp.body.settings).toMatchObject({
          mailingListSignUp: true,
          mailingListOptInByDefault: false,
        })
        expect(autoSend.body.settings.mailingListSignUp || signUp.body.settings.autoSend).toBe(true)
        expect((await two.get(SETTINGS)).body).toEqual({
          settings: { autoSend: true, mailingListSignUp: true, mailingListOptInByDefault: false },
        })
      }
    })
  },
)
