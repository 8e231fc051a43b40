import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseStatus } from '@rian/domain/lifecycles/course';

const COLOR: Record<CourseStatus, string> = { draft: 'gray', published: 'teal', unpublished: 'orange' };

/** A course's lifecycle state (draft, published, unpublished) as a badge. */
export function StatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light" data-status={status} style={{ maxWidth: 'none', flexShrink: 0 }}>
      {t(`admin.status.${status}`)}
    </Badge>
  );
}
