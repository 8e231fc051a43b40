// One custom labelled field: its type, label, whether it is required or shown, and for a choice type
// its options (spec §3 custom labels), validated by the same contract as the server.
import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CUSTOM_LABEL_TYPES, type CustomLabelType } from '@rian/domain/custom-labels';
import {
  CustomLabelCreateSchema,
  isChoiceType,
  MAX_LABEL_OPTIONS,
  type AdminCustomLabel,
} from '@rian/contracts/admin/custom-labels';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { fieldError } from '../../../components/admin/form-errors.ts';
import { useResourceForm } from '../../../components/admin/use-resource-form.ts';
import { useSaveCustomLabel } from '../api/settings-admin-api.ts';
import '../i18n.ts';

type Values = {
  type_label: CustomLabelType;
  label: string;
  required: boolean;
  is_active: boolean;
  item_list: string[];
};

const valuesOf = (label: AdminCustomLabel | null): Values => ({
  type_label: label?.type_label ?? 'inputtext',
  label: label?.label ?? '',
  required: label?.required === 1,
  is_active: label?.is_active ?? true,
  item_list: label?.item_list ?? [],
});

const toBody = (v: Values) => ({
  type_label: v.type_label,
  label: v.label,
  required: v.required ? (1 as const) : (0 as const),
  is_active: v.is_active,
  item_list: isChoiceType(v.type_label) ? v.item_list : [],
});

const validate = schemaResolver(CustomLabelCreateSchema, { sync: true });

export function CustomLabelForm({ label, onDone }: { label: AdminCustomLabel | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, input, submit, saving } = useResourceForm({
    initialValues: valuesOf(label),
    validate: (v) => validate(toBody(v)),
    save: useSaveCustomLabel(),
    vars: (values) => ({ id: label?.id ?? null, body: toBody(values) }),
    onDone,
  });
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving} submitTestId="save-label">
      <Select
        label={t('adminSettings.labels.type')}
        data={CUSTOM_LABEL_TYPES.map((v) => ({ value: v, label: t(`adminSettings.labels.types.${v}`) }))}
        allowDeselect={false}
        {...input('type_label')}
      />
      <TextInput label={t('adminSettings.labels.label')} required data-autofocus {...input('label')} />
      <Group>
        <Checkbox label={t('adminSettings.labels.required')} {...form.getInputProps('required', { type: 'checkbox' })} />
        <Checkbox label={t('adminSettings.labels.active')} {...form.getInputProps('is_active', { type: 'checkbox' })} />
      </Group>
      {isChoiceType(form.values.type_label) ? <OptionsEditor form={form} /> : null}
    </DialogForm>
  );
}

function OptionsEditor({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useTranslation();
  const listError = form.errors.item_list;
  return (
    <Stack gap="xs" data-testid="label-options">
      <Text fw={500} size="sm">
        {t('adminSettings.labels.options')}
      </Text>
      {form.values.item_list.map((_, i) => {
        const props = form.getInputProps(`item_list.${i}`);
        return (
          <Group key={i} gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('adminSettings.labels.option', { n: i + 1 })}
              data-testid={`field-option-${i}`}
              {...props}
              error={fieldError(t, props.error)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={24}
              aria-label={t('adminSettings.labels.removeOption', { n: i + 1 })}
              onClick={() => form.removeListItem('item_list', i)}
            >
              ×
            </ActionIcon>
          </Group>
        );
      })}
      {listError ? (
        <Text c="red" size="sm" role="alert">
          {t('adminSettings.labels.needOption')}
        </Text>
      ) : null}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        disabled={form.values.item_list.length >= MAX_LABEL_OPTIONS}
        onClick={() => form.insertListItem('item_list', '')}
        data-testid="add-option"
      >
        {t('adminSettings.labels.addOption')}
      </Button>
    </Stack>
  );
}
