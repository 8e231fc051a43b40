import type { ReactNode } from 'react';

/**
 * One section of the course page under its own h2 (`.section`, `.section__title`); given an `id`, it is
 * a jump target that takes the focus (layout 4's menu, the side panel's links).
 */
export function CourseSection({
  id,
  className = 'section',
  titleId,
  title,
  testId,
  children,
}: {
  id?: string;
  className?: string;
  titleId: string;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={className} aria-labelledby={titleId} data-testid={testId} tabIndex={id ? -1 : undefined}>
      <h2 id={titleId} className="section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
