import type { ReactNode } from 'react';

interface ChoiceOptionProps {
  /** The radio's id; a detail or reason in `children` takes `${id}-detail` or `${id}-why`. */
  id: string;
  name: string;
  value: string | number;
  checked: boolean;
  disabled?: boolean;
  /** The id of the text that explains this option to a screen reader. */
  describedBy?: string;
  onChange: () => void;
  className?: string;
  /** The option's title and details, stacked. */
  children: ReactNode;
  /** What stands at the option's end: its price, its logo. */
  end?: ReactNode;
  /** `data-testid` and the option's own data attributes, as tests and styles find it. */
  [data: `data-${string}`]: string | number | undefined;
}

/**
 * One radio of a choice list drawn as a card (`.choice-option`, styled in app.css): the radio, its body and
 * its end; `data-selected` and `data-disabled` follow the radio.
 */
export function ChoiceOption({
  id,
  name,
  value,
  checked,
  disabled,
  describedBy,
  onChange,
  className = 'choice-option',
  children,
  end,
  ...data
}: ChoiceOptionProps) {
  return (
    <label
      htmlFor={id}
      className={className}
      data-selected={checked || undefined}
      data-disabled={disabled || undefined}
      {...data}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      <span className="choice-option__body">{children}</span>
      {end}
    </label>
  );
}
