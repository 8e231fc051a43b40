// One of the member page's actions behind a button: a dialog that says what will happen, its fields
// (a reason, a course and a day) checked with the call's contract, and the confirm button. Done, a
// notice says so top right; refused, the catalogue's message does.
import { useState, type ReactNode } from 'react';
import { Button, Modal, Text, type ButtonProps } from '@mantine/core';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { notifyDone, notifyFailed, notifyInvalid } from '../../../components/admin/notify.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useUserWrite, type UserRequest } from '../api/users-admin-api.ts';

export interface UserAction<V extends object> {
  userId: number;
  /** The button's, the dialog's and the notice's words. */
  text: { action: string; title: string; lead: string; confirm?: string; done: string };
  testId: string;
  button?: ButtonProps;
  request: (values: V) => UserRequest;
  /** The contract the fields are checked with, their first values and the fields themselves. */
  /** (The contract's output may be narrower than the form's values: a course not yet chosen is null.) */
  form?: { schema: z.ZodMiniType; initialValues: V; fields: (form: UseFormReturnType<V>) => ReactNode };
}

export function UserActionDialog<V extends object>(props: UserAction<V>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" {...props.button} onClick={() => setOpen(true)} data-testid={props.testId}>
        {props.text.action}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={props.text.title} centered>
        {open ? <ActionForm {...props} onClose={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function ActionForm<V extends object>({ onClose, ...props }: UserAction<V> & { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const write = useUserWrite(props.userId, props.request);
  const form = useForm<V>({
    initialValues: props.form?.initialValues ?? ({} as V),
    validate: props.form ? schemaResolver(props.form.schema, { sync: true }) : {},
  });
  const submit = form.onSubmit(
    (values) =>
      void write.mutateAsync(values).then(
        () => {
          notifyDone(props.text.done);
          onClose();
        },
        (e: unknown) => notifyFailed(t, lang, e),
      ),
    () => notifyInvalid(t),
  );
  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      saving={write.isPending}
      submitLabel={props.text.confirm ?? props.text.action}
      submitTestId={`${props.testId}-confirm`}
    >
      <Text size="sm">{props.text.lead}</Text>
      {props.form?.fields(form)}
    </DialogForm>
  );
}
