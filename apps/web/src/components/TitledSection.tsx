import type { ReactNode } from 'react';

/**
 * A section under its own h2, which labels it (the storefront's `.section` with `.section__title`
 * unless told otherwise); given an `id`, it is a jump target that takes the focus (layout 4's menu,
 * the course side panel's links, the header's promotions link).
 */
export function TitledSection({
  id,
  className = 'section',
  titleClassName = 'section__title',
  titleId,
  title,
  testId,
  children,
}: {
  id?: string;
  className?: string;
  titleClassName?: string;
  titleId: string;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={className} aria-labelledby={titleId} data-testid={testId} tabIndex={id ? -1 : undefined}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
