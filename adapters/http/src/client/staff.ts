import type { ContributorRole } from "@vitrine/core/enums"
import { API_PATHS, pathOf } from "../contract/wire.ts"
import { type ApiResult, clientConfig, type StoreClientOptions, send } from "./request.ts"

/** A staff account as the staff screen lists it. */
export interface StaffAccountView {
  readonly id: string
  readonly email: string
  readonly roles: readonly ContributorRole[]
  readonly created: string
}

/** A staff member to add: their initial password typed, or null to have the server make one. */
export interface NewStaffInput {
  readonly email: string
  readonly password: string | null
  readonly roles: readonly ContributorRole[]
}

/** The admin's staff calls (`staff.manage`), answering results as the store client's. */
export interface StaffClient {
  readonly list: () => Promise<ApiResult<{ staff: readonly StaffAccountView[] }>>
  /** `password` in the answer is the generated one, to show once; null when one was typed. */
  readonly add: (
    input: NewStaffInput,
  ) => Promise<ApiResult<{ staff: StaffAccountView; password: string | null }>>
  readonly changeRoles: (
    staffId: string,
    roles: readonly ContributorRole[],
  ) => Promise<ApiResult<{ staff: StaffAccountView; xsrfToken: string | null }>>
  readonly remove: (staffId: string) => Promise<ApiResult<{ removed: true }>>
}

/**
 * A fetch client of the staff screen's endpoints (`/api/admin/staff`), safe for the browser.
 *
 * @example
 * const staff = createStaffClient()
 * const listed = await staff.list()
 */
export const createStaffClient = (options: StoreClientOptions = {}): StaffClient => {
  const config = clientConfig(options)
  return {
    list: () => send(config, { endpoint: "listStaff", method: "GET", path: API_PATHS.merchantStaff }),
    add: (body) =>
      send(config, { endpoint: "addStaff", method: "POST", path: API_PATHS.merchantStaff, body }),
    changeRoles: (staffId, roles) =>
      send(config, {
        endpoint: "changeStaffRoles",
        method: "PUT",
        path: pathOf(API_PATHS.merchantStaffRoles, { staffId }),
        body: { roles },
      }),
    remove: (staffId) =>
      send(config, {
        endpoint: "removeStaff",
        method: "DELETE",
        path: pathOf(API_PATHS.merchantStaffMember, { staffId }),
      }),
  }
}
