import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { codesOf } from "../enums/lookup.ts"
import { ContributorRole } from "../enums/site-codes.ts"
import { can, PERMISSIONS, type Permission, ROLE_PERMISSIONS, sessionCan } from "./permissions.ts"
import { ROLE_NAMES, roleName, STORE_ROLES } from "./role-names.ts"

const roleIds = codesOf(ContributorRole)
const anyRoles = fc.array(fc.constantFrom(...roleIds), { maxLength: 5 })
const anyPermission = fc.constantFrom(...PERMISSIONS)

describe("ROLE-005 admin", () => {
  it("ROLE-005 a user whose roles include admin may take every merchant action", () => {
    fc.assert(
      fc.property(anyRoles, anyPermission, (roles, permission) => {
        expect(can([...roles, ContributorRole.ADMIN], permission)).toBe(true)
      }),
    )
  })

  it("only admins and website managers edit the site's header, footer and navigation", () => {
    for (const role of roleIds)
      expect(can([role], "site.manage")).toBe(
        role === ContributorRole.ADMIN || role === ContributorRole.WEBSITE_MANAGER,
      )
  })

  it("ROLE-005 only admins manage staff", () => {
    for (const role of roleIds) expect(can([role], "staff.manage")).toBe(role === ContributorRole.ADMIN)
  })
})

describe("ROLE-006 the permission table", () => {
  it("ENUM-003 every role id has an entry, and nothing else has", () => {
    expect(
      Object.keys(ROLE_PERMISSIONS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...roleIds].sort((a, b) => a - b))
  })

  it.each<[ContributorRole, readonly Permission[]]>([
    [
      ContributorRole.STORE_MANAGER,
      [
        "settings.read",
        "settings.write",
        "orders.read",
        "orders.manage",
        "restock.send",
        "analytics.read",
        "emails.preview",
      ],
    ],
    [
      ContributorRole.WEBSITE_MANAGER,
      [
        "settings.read",
        "settings.write",
        "forms.manage",
        "submissions.read",
        "analytics.read",
        "emails.preview",
        "site.manage",
      ],
    ],
    [ContributorRole.VIEWER, ["analytics.read"]],
    [ContributorRole.REPORTING, ["analytics.read"]],
    [ContributorRole.BILLING, ["settings.read"]],
    [ContributorRole.EDITOR, ["forms.manage"]],
    [ContributorRole.CAMPAIGNS_EDITOR, ["submissions.read", "emails.preview"]],
    [ContributorRole.NONE, []],
    [ContributorRole.COMMENTER, []],
  ])("ROLE-006 role %i may exactly %j", (role, allowed) => {
    for (const permission of PERMISSIONS) expect(can([role], permission)).toBe(allowed.includes(permission))
  })

  it("ROLE-004 a store manager, a merchant, may send restock e-mails; a viewer may not", () => {
    expect(can([ContributorRole.STORE_MANAGER], "restock.send")).toBe(true)
    expect(can([ContributorRole.VIEWER], "restock.send")).toBe(false)
  })

  it("ROLE-006 roles add up: a user may do what any one of their roles may", () => {
    fc.assert(
      fc.property(anyRoles, anyPermission, (roles, permission) => {
        expect(can(roles, permission)).toBe(roles.some((role) => can([role], permission)))
      }),
    )
  })

  it("ROLE-006 no roles, or ids outside ENUM-003, allow nothing", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer().filter((id) => !(roleIds as readonly number[]).includes(id))),
        anyPermission,
        (roles, permission) => {
          expect(can(roles, permission)).toBe(false)
        },
      ),
    )
  })
})

describe("sessionCan", () => {
  it("a member's session may take no merchant action, whatever roles it carries", () => {
    fc.assert(
      fc.property(anyRoles, anyPermission, (roles, permission) => {
        expect(sessionCan({ kind: "member", roles }, permission)).toBe(false)
        expect(sessionCan({ kind: "staff", roles }, permission)).toBe(can(roles, permission))
      }),
    )
  })
})

describe("role names", () => {
  it("ROLE-006 the staff screen offers exactly the roles that allow something, admin first, and names every ENUM-003 id", () => {
    const granting = Object.values(ContributorRole).filter((role) => ROLE_PERMISSIONS[role].length > 0)
    expect([...STORE_ROLES].sort()).toEqual([...granting].sort())
    expect(STORE_ROLES[0]).toBe(ContributorRole.ADMIN)
    for (const role of Object.values(ContributorRole)) expect(roleName(role)).toBe(ROLE_NAMES[role])
    expect(roleName(99)).toBe("Role 99")
  })
})
