/**
 * A busy indicator with a text for screen readers.
 *
 * @example
 * <Spinner label="Loading cart" />
 */
export const Spinner = ({ label }: { label: string }) => (
  <div className="spinner-wrap" role="status">
    <span className="spinner" aria-hidden="true" />
    <span className="visually-hidden">{label}</span>
  </div>
)
