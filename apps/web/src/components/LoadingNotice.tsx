/** A visible, announced loading message (drawn without Mantine: the storefront's pages use it, decision 031). */
export function LoadingNotice({ children, testId }: { children: string; testId?: string }) {
  return (
    <div role="status" aria-live="polite" className="load-notice" data-testid={testId}>
      <span className="spinner spinner--sm" aria-hidden />
      <p>{children}</p>
    </div>
  );
}
