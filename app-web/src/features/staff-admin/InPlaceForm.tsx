import type { ReactNode } from "react"
import { STAFF_TEXT } from "./text.ts"

/**
 * A form a staff row opens in place: its fields (or a question), the action's button, which says
 * it is busy while the call runs, and Cancel, which closes it without asking anything.
 *
 * @example
 * <InPlaceForm submit="Save roles" busyText="Saving…" busy={busy} onSubmit={(data) => save(data)} onCancel={close}>
 *   <RoleChoices legend="Roles of sam@example.com" name="roles" chosen={roles} />
 * </InPlaceForm>
 */
export const InPlaceForm = (props: {
  readonly label?: string
  readonly submit: string
  readonly busyText: string
  readonly busy: boolean
  readonly onSubmit: (data: FormData) => void
  readonly onCancel: () => void
  readonly children: ReactNode
}) => (
  <form
    aria-label={props.label}
    aria-busy={props.busy || undefined}
    onSubmit={(event) => {
      event.preventDefault()
      props.onSubmit(new FormData(event.currentTarget))
    }}
  >
    {props.children}
    <button type="submit" className="button button-small" aria-disabled={props.busy || undefined}>
      {props.busy ? props.busyText : props.submit}
    </button>{" "}
    <button type="button" className="button button-secondary button-small" onClick={props.onCancel}>
      {STAFF_TEXT.cancel}
    </button>
  </form>
)
