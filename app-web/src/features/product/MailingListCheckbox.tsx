/**
 * The restock box's join-mailing-list checkbox (RESTOCK-003), shown when the store offers it; its
 * name is the payload's field, so the form reads the same without JavaScript.
 *
 * @example
 * <MailingListCheckbox label="Also send me the store's news and offers" checked={joined} onChange={setJoined} />
 */
export const MailingListCheckbox = (props: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) => (
  <label className="checkbox restock-mailing-list">
    <input
      type="checkbox"
      name="isJoinMailingList"
      checked={props.checked}
      onChange={(event) => props.onChange(event.target.checked)}
    />
    {props.label}
  </label>
)
