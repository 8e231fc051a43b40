// The dialog that makes a new record from its title alone (a course, a product, a promotion start so)
// and hands the made record over, to open its editor or its edit dialog.
import { Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useLang } from '../../lib/use-lang.ts';
import { fieldError } from './form-errors.ts';
import { DialogForm } from './DialogForm.tsx';
import { notifyDone, notifyFailed } from './notify.ts';
import type { SaveMutation } from './use-resource-form.ts';

export function NewTitleForm<R>(props: {
  /** The create contract: the title's rules. */
  schema: z.ZodMiniType<{ title: string }>;
  create: SaveMutation<{ title: string }, { data: R }>;
  label: string;
  lead?: string;
  submitLabel: string;
  testId: string;
  /** The notice once the record is made, if any. */
  created?: string;
  onCreated: (record: R) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useForm({ initialValues: { title: '' }, validate: schemaResolver(props.schema, { sync: true }) });
  const created = (record: R) => {
    if (props.created) notifyDone(props.created);
    props.onCreated(record);
  };
  const submit = form.onSubmit((values) =>
    props.create.mutate(values, { onSuccess: ({ data }) => created(data), onError: (e) => notifyFailed(t, lang, e) }),
  );
  return (
    <DialogForm onSubmit={submit} saving={props.create.isPending} submitLabel={props.submitLabel}>
      {props.lead ? (
        <Text size="sm" c="dimmed">
          {props.lead}
        </Text>
      ) : null}
      <TextInput
        label={props.label}
        required
        data-autofocus
        {...form.getInputProps('title')}
        error={fieldError(t, form.errors.title)}
        data-testid={props.testId}
      />
    </DialogForm>
  );
}
