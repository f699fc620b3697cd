import type {ReactNode} from 'react';

/** What a control inside a FormField takes: its id, and while refused, that it is invalid and what says why. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A form control with its label above it and the server's refusal under it, tied to the control for screen
 * readers (aria-invalid and aria-describedby while refused). The caller draws the control with the props it
 * is given, and brings its form's classes.
 */
export function FormField({
  id,
  label,
  error,
  classes,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  classes: {field: string; label: string; error: string};
  children: (control: FieldControl) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {children(error ? {id, 'aria-invalid': true, 'aria-describedby': errorId} : {id})}
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
