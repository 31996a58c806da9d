import { ContributorRoleSchema } from "@vitrine/core/enums"
import { Schema } from "effect"
import { API_PATHS } from "./wire.ts"

/**
 * Messages of the staff-management fields that fail the contract (ours). An e-mail or password that
 * is present but breaks the registration rules gets core's `REGISTRATION_MESSAGE` instead.
 *
 * @example
 * STAFF_FIELD_MESSAGE.roles // "Roles must be a list of website role ids."
 */
export const STAFF_FIELD_MESSAGE = {
  email: "Email is required.",
  password: "Password must be text, or left out to generate one.",
  roles: "Roles must be a list of website role ids.",
  staffId: "Staff id is required.",
} as const

const Roles = Schema.Array(ContributorRoleSchema)
  .annotate({ message: STAFF_FIELD_MESSAGE.roles })
  .pipe(Schema.annotateKey({ messageMissingKey: STAFF_FIELD_MESSAGE.roles }))

/** Schema of a staff account as the staff screen lists it: never a hash. */
export const StaffAccountSchema = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  roles: Schema.Array(ContributorRoleSchema),
  created: Schema.String,
})
/** A staff account as the staff screen lists it. */
export type StaffAccount = typeof StaffAccountSchema.Type

const StaffParams = Schema.Struct({
  staffId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)).annotate({
    message: STAFF_FIELD_MESSAGE.staffId,
  }),
})

/**
 * `GET /api/admin/staff`: the website's staff with their roles, oldest first (`staff.manage`).
 *
 * @example
 * const { staff } = Schema.decodeUnknownSync(ListStaff.response)(await res.json())
 */
export const ListStaff = {
  method: "GET",
  path: API_PATHS.merchantStaff,
  response: Schema.Struct({ staff: Schema.Array(StaffAccountSchema) }),
} as const

/**
 * `POST /api/admin/staff`: adds a staff member with `email`, `roles` and an initial `password` —
 * left out or null to have one generated, answered once in `password` (null when one was typed).
 * Bad fields are 400 with each field's message; an e-mail that has a staff account is 409.
 *
 * @example
 * Schema.decodeUnknownSync(AddStaff.body)({ email: "sam@example.com", roles: [8] })
 */
export const AddStaff = {
  method: "POST",
  path: API_PATHS.merchantStaff,
  body: Schema.Struct({
    email: Schema.String.annotate({ message: STAFF_FIELD_MESSAGE.email }).pipe(
      Schema.annotateKey({ messageMissingKey: STAFF_FIELD_MESSAGE.email }),
    ),
    password: Schema.optionalKey(
      Schema.NullOr(Schema.String).annotate({ message: STAFF_FIELD_MESSAGE.password }),
    ),
    roles: Roles,
  }).annotate({ message: "The request body must be a JSON object." }),
  response: Schema.Struct({ staff: StaffAccountSchema, password: Schema.NullOr(Schema.String) }),
} as const

/**
 * `PUT /api/admin/staff/:staffId/roles`: replaces a staff member's roles (core's `changeStaffRoles`):
 * every session of theirs ends. Changing one's own roles rotates one's session, so the answer then
 * carries the new `xsrfToken` (null otherwise). Taking the admin role from the last admin is 409.
 *
 * @example
 * Schema.decodeUnknownSync(ChangeStaffRoles.body)({ roles: [1, 8] })
 */
export const ChangeStaffRoles = {
  method: "PUT",
  path: API_PATHS.merchantStaffRoles,
  params: StaffParams,
  body: Schema.Struct({ roles: Roles }).annotate({ message: "The request body must be a JSON object." }),
  response: Schema.Struct({ staff: StaffAccountSchema, xsrfToken: Schema.NullOr(Schema.String) }),
} as const

/**
 * `DELETE /api/admin/staff/:staffId`: removes a staff member and ends their sessions; removing the
 * last admin is 409, an unknown id 404.
 *
 * @example
 * await fetch(pathOf(RemoveStaff.path, { staffId }), { method: "DELETE", headers })
 */
export const RemoveStaff = {
  method: "DELETE",
  path: API_PATHS.merchantStaffMember,
  params: StaffParams,
  response: Schema.Struct({ removed: Schema.Literal(true) }),
} as const
