import type {InputHTMLAttributes} from 'react';

/** The classes of the form the field sits in. */
export interface FieldClasses {
  field: string;
  label: string;
  input: string;
  error: string;
}

/**
 * A labelled text input with the server's refusal for it underneath, tied to it for screen readers
 * (aria-invalid, aria-describedby). The error's id is the field's id with `-error`.
 */
export function TextField({
  id,
  label,
  error,
  classes,
  ...input
}: {id: string; label: string; error?: string; classes: FieldClasses} & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${id}-error`;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <input
        id={id}
        className={classes.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
