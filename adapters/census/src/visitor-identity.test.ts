import { VisitorIdentity } from "@vitrine/core/visitor"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { suite } from "../../../contract-tests/src/visitor-identity.contract.spec.ts"
import { signedVisitorIdentity } from "./visitor-identity.ts"

suite("signed", () => signedVisitorIdentity("a secret of the test"))

describe("signed visitor ids", () => {
  it("are recognised only under the secret that signed them, so another server's ids read as forged", () => {
    const ours = Effect.runSync(
      VisitorIdentity.use((identity) => identity.issue).pipe(Effect.provide(signedVisitorIdentity("one"))),
    )
    const check = (secret: string) =>
      Effect.runSync(
        VisitorIdentity.useSync((identity) => identity.isGenuine(ours)).pipe(
          Effect.provide(signedVisitorIdentity(secret)),
        ),
      )
    expect([check("one"), check("two")]).toEqual([true, false])
  })

  it("remember only genuine ids: a forged id stays forged however often it is sent", () => {
    const results = Effect.runSync(
      VisitorIdentity.use((identity) =>
        Effect.map(identity.issue, (ours) => {
          const forged = `${ours.slice(0, -1)}${ours.endsWith("A") ? "B" : "A"}`
          return [1, 2, 3].flatMap(() => [identity.isGenuine(ours), identity.isGenuine(forged)])
        }),
      ).pipe(Effect.provide(signedVisitorIdentity("one"))),
    )
    expect(results).toEqual([true, false, true, false, true, false])
  })
})
