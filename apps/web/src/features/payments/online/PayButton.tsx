// The online payment's button (card form or provider start) and the live line under it that says what
// is under way.
import type { ReactNode, Ref } from 'react';
import { Button } from '@mantine/core';

export function PayButton({
  ref,
  type,
  busy,
  onClick,
  testId,
  status,
  children,
}: {
  ref: Ref<HTMLButtonElement>;
  type: 'submit' | 'button';
  busy: boolean;
  onClick?: () => void;
  testId: string;
  /** What is under way, read out as it changes; empty while nothing is. */
  status: string;
  children: ReactNode;
}) {
  return (
    <>
      <Button
        ref={ref}
        type={type}
        size="md"
        className="online-pay__button"
        loading={busy}
        disabled={busy}
        onClick={onClick}
        data-testid={testId}
      >
        {children}
      </Button>
      <p className="online-pay__status" role="status" aria-live="polite">
        {status}
      </p>
    </>
  );
}
