// A labelled text or password input drawn without Mantine (decision 031), for the forms a page the
// server draws shows before any UI kit loads (the cart's log-in panel); it looks like Mantine's
// TextInput and PasswordInput (field.css). The label names the input, an error is tied to it by
// aria-describedby and marks it aria-invalid, and a password's show/hide button is named for screen
// readers.
import './field.css';
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

export interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
  /** A message under the input, in red; marks it invalid. */
  error?: string;
  /** A password: hidden, with a button that shows it, named `revealLabel`. */
  revealLabel?: string;
  /** Space under the field: 'xs' before a small link, 'sm' between fields (Mantine's mb). */
  gap?: 'xs' | 'sm';
  ref?: Ref<HTMLInputElement>;
}

export function InputField({ label, error, revealLabel, gap, className, ref, ...input }: InputFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const secret = revealLabel !== undefined;
  const errorId = `${id}-error`;
  return (
    <div className={['field', gap ? `field--gap-${gap}` : null, className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={secret ? 'field__box field__box--reveal' : 'field__box'}>
        <input
          {...input}
          ref={ref}
          id={id}
          type={secret && !shown ? 'password' : 'text'}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {secret ? (
          <button
            type="button"
            className="field__reveal"
            aria-label={revealLabel}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
