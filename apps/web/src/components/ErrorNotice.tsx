import { buttonClass } from './button.ts';

/** A failed load with a way to try again (drawn without Mantine: the storefront's pages use it, decision 031). */
export function ErrorNotice({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="load-notice load-notice--column">
      <p>{message}</p>
      <button type="button" className={buttonClass({ variant: 'light' })} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
