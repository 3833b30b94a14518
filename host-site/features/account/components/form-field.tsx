import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The inline error under the field; also marks the input invalid for screen readers. */
  error?: string | null;
  hint?: string;
  /** React 19 passes `ref` as a prop: the form focuses the first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and inline error tied to it (aria-describedby). */
export function FormField({ label, error, hint, ...input }: FormFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** The label; may hold links (the terms), which stay links inside it. */
  label: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it and its inline error tied to it (aria-invalid, aria-describedby). */
export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="form-field form-field--checkbox">
      <div className="form-field__check">
        <input
          id={id}
          type="checkbox"
          className="form-field__checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <label className="form-field__check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
