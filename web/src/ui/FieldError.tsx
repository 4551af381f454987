/** A field's validation message, referenced by the input's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return <p id={id} className="field__error" role="alert">{message}</p>;
}
