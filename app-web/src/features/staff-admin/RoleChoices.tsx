import { roleName, STORE_ROLES } from "@vitrine/core/account"
import type { ContributorRole } from "@vitrine/core/enums"

/**
 * The roles a staff member can be given, as a fieldset of native checkboxes (keyboard and screen
 * readers for free). Roles held that the screen does not offer stay listed, so saving never drops
 * them unseen.
 *
 * @example
 * <RoleChoices legend="Roles" name="roles" chosen={[8]} />
 */
export const RoleChoices = (props: {
  readonly legend: string
  readonly name: string
  readonly chosen: readonly ContributorRole[]
}) => {
  const offered = [...STORE_ROLES, ...props.chosen.filter((role) => !STORE_ROLES.includes(role))]
  return (
    <fieldset className="role-choices">
      <legend>{props.legend}</legend>
      {offered.map((role) => (
        <label key={role} className="checkbox">
          <input
            type="checkbox"
            name={props.name}
            value={role}
            defaultChecked={props.chosen.includes(role)}
          />{" "}
          {roleName(role)}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * The roles ticked in a form's fieldset of this name.
 *
 * @example
 * chosenRoles(new FormData(form), "roles") // [1, 8]
 */
export const chosenRoles = (data: FormData, name: string): ContributorRole[] =>
  data.getAll(name).map((value) => Number(value) as ContributorRole)
