// The courses the member may open: since when, until when, and where each came from — an order
// (linked to its page) or an administrator's hand, with who and why. Access is granted by hand or
// extended with a reason and an optional last day (a Thai calendar day; empty: no end); a hand grant
// is revoked with a reason. Access an order holds ends only by refunding the order.
import { Anchor, Group, Select, Stack, Table, Text } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import 'dayjs/locale/th';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CoursePageSchema } from '@rian/contracts/admin/courses';
import {
  UserAccessGrantSchema,
  UserReasonSchema,
  type AdminUserAccess,
  type AdminUserDetail,
  type UserAccessGrant,
  type UserReason,
} from '@rian/contracts/admin/users';
import { TitledCard } from '../../../components/admin/TitledCard.tsx';
import { adminListQuery } from '../../../lib/admin-api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { ReasonInput } from './ReasonInput.tsx';
import { UserActionDialog } from './UserActionDialog.tsx';

dayjs.extend(buddhistEra);

type Grant = Omit<UserAccessGrant, 'course_id'> & { course_id: number | null };

export function AccessCard({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const a = (key: string) => t(`adminPeople.access.${key}` as 'adminPeople.access.title');
  return (
    <TitledCard title={a('title')} aside={<GrantButton userId={user.id} />} testId="user-access">
      {user.access.length === 0 ? (
        <Text c="dimmed" size="sm">
          {a('none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" data-testid="access-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{a('course')}</Table.Th>
                <Table.Th>{a('since')}</Table.Th>
                <Table.Th>{a('until')}</Table.Th>
                <Table.Th>{a('from')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {user.access.map((row) => (
                <AccessRow key={row.course_id} userId={user.id} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </TitledCard>
  );
}

function AccessRow({ userId, row }: { userId: number; row: AdminUserAccess }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Table.Tr data-testid="access-row">
      <Table.Td>{row.course_title}</Table.Td>
      <Table.Td>{formatDate(row.granted_at, lang)}</Table.Td>
      <Table.Td>{row.expires_at ? formatDate(lastMinute(row.expires_at), lang, true) : t('adminPeople.access.noEnd')}</Table.Td>
      <Table.Td>
        <Origin row={row} />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <GrantButton userId={userId} courseId={row.course_id} />
          {row.order ? null : <RevokeButton userId={userId} row={row} />}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

const THAI_OFFSET_MS = 7 * 3_600_000;

/**
 * When access ends, as the page says it: access granted until a Thai day ends at 24:00 of it, shown as
 * 23:59 of that day (not 00:00 of the next, which reads as one day more).
 */
function lastMinute(iso: string): string {
  const at = Date.parse(iso);
  return (at + THAI_OFFSET_MS) % 86_400_000 === 0 ? new Date(at - 60_000).toISOString() : iso;
}

/** The order that holds the access, and the hand grant beside it, if any. */
function Origin({ row }: { row: AdminUserAccess }) {
  const { t } = useTranslation();
  const hand = row.hand;
  return (
    <Stack gap={2}>
      {row.order ? (
        <Anchor component={Link} to={`/admin/orders/${row.order.id}`} size="sm">
          {t('adminPeople.access.fromOrder', { id: row.order.id })}
        </Anchor>
      ) : null}
      {hand ? (
        <Text size="sm">
          {hand.by
            ? t('adminPeople.access.byHand', { by: hand.by, reason: hand.reason })
            : t('adminPeople.access.byHandUnknown', { reason: hand.reason })}
        </Text>
      ) : null}
      {!row.order && !hand ? <Text size="sm">{t('adminPeople.access.seeded')}</Text> : null}
    </Stack>
  );
}

/** Grants a course; given `courseId`, extends the access to it. */
function GrantButton({ userId, courseId }: { userId: number; courseId?: number }) {
  const { t } = useTranslation();
  const a = (key: string) => t(`adminPeople.access.${key}` as 'adminPeople.access.title');
  return (
    <UserActionDialog<Grant>
      userId={userId}
      testId={courseId ? 'access-extend' : 'access-grant'}
      button={courseId ? { size: 'xs', variant: 'subtle' } : { size: 'xs' }}
      text={{ action: a(courseId ? 'extend' : 'grant'), title: a('grantTitle'), lead: a('grantLead'), done: a('granted') }}
      request={(body) => ({ method: 'POST', path: 'access', body })}
      form={{
        schema: UserAccessGrantSchema,
        initialValues: { course_id: courseId ?? null, until: null, reason: '' },
        fields: (form) => <GrantFields form={form} />,
      }}
    />
  );
}

function GrantFields({ form }: { form: UseFormReturnType<Grant> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const courses = useQuery(adminListQuery('courses', CoursePageSchema, { per_page: 100, sort: 'title' }));
  const a = (key: string) => t(`adminPeople.access.${key}` as 'adminPeople.access.title');
  const year = lang === 'th' ? 'BBBB' : 'YYYY';
  const course = form.getInputProps('course_id');
  return (
    <>
      <Select
        label={a('pickCourse')}
        required
        searchable
        data={(courses.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
        value={form.values.course_id === null ? null : String(form.values.course_id)}
        onChange={(v) => form.setFieldValue('course_id', v ? Number(v) : null)}
        error={course.error ? t('admin.validation.required') : undefined}
        data-testid="access-grant-course"
      />
      <DatesProvider settings={{ locale: lang, firstDayOfWeek: 1 }}>
        <DateInput
          label={a('untilDay')}
          description={a('untilHint')}
          clearable
          valueFormat={`D MMM ${year}`}
          minDate={dayjs().format('YYYY-MM-DD')}
          {...form.getInputProps('until')}
          data-testid="access-grant-until"
        />
      </DatesProvider>
      <ReasonInput form={form} label={a('reason')} testId="access-grant" />
    </>
  );
}

function RevokeButton({ userId, row }: { userId: number; row: AdminUserAccess }) {
  const { t } = useTranslation();
  const a = (key: string) => t(`adminPeople.access.${key}` as 'adminPeople.access.title', { course: row.course_title });
  return (
    <UserActionDialog<UserReason>
      userId={userId}
      testId="access-revoke"
      button={{ size: 'xs', color: 'red', variant: 'subtle' }}
      text={{ action: a('revoke'), title: a('revokeTitle'), lead: a('revokeLead'), done: a('revoked') }}
      request={(body) => ({ method: 'DELETE', path: `access/${row.course_id}`, body })}
      form={{
        schema: UserReasonSchema,
        initialValues: { reason: '' },
        fields: (form) => <ReasonInput form={form} label={a('reason')} testId="access-revoke" />,
      }}
    />
  );
}
