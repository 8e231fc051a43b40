// The frame of the quiz and homework editors: a dialog (the whole screen on a phone) that asks before
// closing over unsaved changes and guards leaving the page while they last; the title field, the
// fields of the kind, then Cancel/Save. A save closes it with a notice; a refusal lands on its fields.
import type { ReactNode } from 'react';
import { Modal, TextInput } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { notifyDone } from '../../../components/admin/notify.ts';
import { UnsavedGuard } from '../../../components/admin/UnsavedGuard.tsx';
import { useSaveSubmit, type FormValues } from '../../../components/admin/useEditorForm.ts';
import '../i18n.ts';
import { useFieldText } from './field-text.ts';

interface Props<Values extends FormValues, Body> {
  kind: 'quiz' | 'homework';
  /** The quiz or homework edited; null for a new one. */
  id: number | null;
  form: UseFormReturnType<Values>;
  save: UseMutationResult<unknown, Error, { id: number | null; body: Body }>;
  toBody: (values: Values) => Body;
  formErrors?: (errors: FormErrors) => FormErrors;
  onClose: () => void;
  /** The fields after the title. */
  children: ReactNode;
}

export function AssignmentEditor<Values extends FormValues, Body>(props: Props<Values, Body>) {
  const { kind, id, form, save, onClose } = props;
  const { t } = useTranslation();
  const text = useFieldText();
  const phone = useMediaQuery('(max-width: 40em)');
  const dirty = form.isDirty() && !save.isSuccess;
  const submit = useSaveSubmit(form, save, {
    toVars: (v) => ({ id, body: props.toBody(v) }),
    onSaved: () => {
      notifyDone(t('adminAssignments.saved'));
      onClose();
    },
    formErrors: props.formErrors,
  });
  const close = () => {
    if (!dirty) return onClose();
    modals.openConfirmModal({
      title: t('adminAssignments.discardTitle'),
      children: t('adminAssignments.discardLead'),
      labels: { confirm: t('adminAssignments.discard'), cancel: t('admin.form.stay') },
      confirmProps: { color: 'red' },
      onConfirm: onClose,
    });
  };
  return (
    <Modal
      opened
      onClose={close}
      title={t(id === null ? `adminAssignments.${kind}.new` : `adminAssignments.${kind}.editTitle`)}
      size="xl"
      fullScreen={phone}
      data-testid={`${kind}-editor`}
    >
      <UnsavedGuard dirty={dirty} />
      <DialogForm onSubmit={submit} onCancel={close} saving={save.isPending} submitLabel={t(`adminAssignments.${kind}.save`)}>
        <TextInput
          label={t(`adminAssignments.${kind}.title`)}
          required
          maxLength={200}
          data-autofocus
          {...form.getInputProps('title')}
          error={text(form.errors.title)}
        />
        {props.children}
      </DialogForm>
    </Modal>
  );
}
