// The frame every back-office editor shares: its record loaded, a heading with the record's state and actions, and a form
// that ends in its save button and asks before unsaved changes are left behind; deleting goes back to the list.
import type { ComponentType, ReactNode } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useQuery, type UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { adminOneQuery } from '../../lib/admin-api.ts';
import { useLang } from '../../lib/use-lang.ts';
import { QueryView } from '../QueryView.tsx';
import { confirmDelete } from './confirm.ts';
import { notifyDone, notifyFailed } from './notify.ts';
import { UnsavedGuard } from './UnsavedGuard.tsx';
import type { EditorForm, FormValues } from './useEditorForm.ts';

/** Loads one record of `resource` (its contract's `{ data }` answer) and hands it to the editor once it is there. */
export function AdminRecord<T>(props: {
  resource: string;
  schema: z.ZodMiniType<{ data: T }>;
  id: number;
  children: (record: T) => ReactNode;
}) {
  const { resource, schema, id, children } = props;
  const { t } = useTranslation();
  const query = useQuery(adminOneQuery(resource, schema, id));
  return (
    <QueryView query={query} loading={t('admin.table.loading')}>
      {(one) => children(one.data)}
    </QueryView>
  );
}

/** A record's page: `recordPage('courses', CourseOneSchema, EditCourse)` loads course `id` and shows `EditCourse` with it. */
export function recordPage<T>(resource: string, schema: z.ZodMiniType<{ data: T }>, View: ComponentType<{ record: T }>) {
  return function RecordPage({ id }: { id: number }) {
    return (
      <AdminRecord resource={resource} schema={schema} id={id}>
        {(record) => <View record={record} />}
      </AdminRecord>
    );
  };
}

/** The record's title, its state (badges, a preview link) under it, and its actions to the right. */
export function EditorHeading({ title, state, actions }: { title: string; state: ReactNode; actions: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Group gap="xs">{state}</Group>
      </Stack>
      {actions}
    </Group>
  );
}

interface EditorFormFrameProps<Values extends FormValues> {
  editor: EditorForm<Values>;
  testId: string;
  saveTestId: string;
  saveLabel?: string;
  children: ReactNode;
}

/** The editor's form: its fields, the save button at its foot, and the guard against leaving unsaved changes. */
export function EditorFormFrame<Values extends FormValues>({
  editor,
  testId,
  saveTestId,
  saveLabel,
  children,
}: EditorFormFrameProps<Values>) {
  const { t } = useTranslation();
  return (
    <>
      <form onSubmit={editor.save} noValidate data-testid={testId}>
        {children}
        <Group justify="flex-end" mt="md" className="admin-form__actions">
          <Button type="submit" loading={editor.saving} data-testid={saveTestId}>
            {saveLabel ?? t('admin.form.save')}
          </Button>
        </Group>
      </form>
      <UnsavedGuard dirty={editor.form.isDirty() && !editor.saving} />
    </>
  );
}

interface DeleteRecordProps {
  id: number;
  name: string;
  remove: UseMutationResult<unknown, Error, number>;
  listPath: string;
  testId?: string;
}

/** Deletes the record after a confirmation naming it, then goes back to its list at `listPath`. */
export function DeleteRecordButton({ id, name, remove, listPath, testId }: DeleteRecordProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const onDelete = () =>
    confirmDelete(t, name, () =>
      remove.mutate(id, {
        onSuccess: () => {
          notifyDone(t('admin.confirm.deleted'));
          void navigate(listPath);
        },
        onError: (e) => notifyFailed(t, lang, e),
      }),
    );
  return (
    <Button variant="subtle" color="red" data-testid={testId} onClick={onDelete}>
      {t('admin.confirm.delete')}
    </Button>
  );
}
