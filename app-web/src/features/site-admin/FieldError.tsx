/**
 * A field's message from the server, as an alert tied to its input by `id`; nothing without one.
 *
 * @example
 * <FieldError id="title-error" message={errors["header.siteTitle"]} />
 */
export const FieldError = ({ id, message }: { id: string; message: string | undefined }) =>
  message === undefined ? null : (
    <p id={id} className="alert alert-inline" role="alert">
      {message}
    </p>
  )
