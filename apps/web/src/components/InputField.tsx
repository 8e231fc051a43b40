// A labelled text or password input drawn without Mantine (decision 031), for the forms a page the
// server draws shows before any UI kit loads (the cart's log-in panel); it looks like Mantine's
// TextInput and PasswordInput (field.css). The label names the input, an error is tied to it by
// aria-describedby and marks it aria-invalid, and a password's show/hide button is named for screen
// readers.
import './field.css';
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { Svg } from './icons.tsx';

// The show/hide marks live here, not in icons.tsx: that module is in every page's first load.
function EyeIcon() {
  return (
    <Svg size={18}>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="3" />
    </Svg>
  );
}

function EyeOffIcon() {
  return (
    <Svg size={18}>
      <path d="M10.6 5.6A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.9 3.7M6.6 6.6C3.9 8.3 2.5 12 2.5 12S6 18.5 12 18.5c1.9 0 3.5-.6 4.9-1.5" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m3 3 18 18" />
    </Svg>
  );
}

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
            {shown ? <EyeOffIcon /> : <EyeIcon />}
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
