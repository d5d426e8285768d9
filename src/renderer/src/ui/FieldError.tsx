import fieldStyles from './fields.module.css';
/** A form field's error: announced, and referenced by the control's aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className={fieldStyles.error} id={id} role="alert">
      {error}
    </p>
  );
}
