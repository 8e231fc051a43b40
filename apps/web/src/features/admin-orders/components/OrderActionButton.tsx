// One of the order page's actions behind a button: a confirming dialog (deliver, resend the receipt,
// approve a free order) or a dialog's form (ship, add a note). The call answers the order as it now is,
// which the page shows; a refusal names the catalogue's message, top right.
import { useState, type ReactNode } from 'react';
import { Button, Modal, Text, type ButtonProps } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { OrderOneSchema } from '@rian/contracts/admin/orders';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { notifyDone, notifyFailed, notifyInvalid } from '../../../components/admin/notify.ts';
import { useFieldInput } from '../../../components/admin/use-field-input.ts';
import { useAdminWrite } from '../../../lib/admin-api.ts';
import { useLang } from '../../../lib/use-lang.ts';

/** The order page's actions, as their texts are named in the catalogue (adminOrders.<action>.*). */
export type OrderActionName = 'approve' | 'ship' | 'deliver' | 'resend' | 'note' | 'certificateAccept' | 'certificateReject';

export interface OrderActionProps<V extends Record<string, string>> {
  orderId: number;
  action: OrderActionName;
  /** The path after orders/{id}/, when it is not the action's name. */
  path?: string;
  /** What the texts name besides the order's number. */
  vars?: Record<string, string>;
  color?: ButtonProps['color'];
  /** A form's contract, its empty values and its fields; none: a confirmation alone. */
  form?: {
    schema: z.ZodMiniType<V>;
    initialValues: V;
    fields: (input: ReturnType<typeof useFieldInput<V>>) => ReactNode;
    /** The request's body from the form's values, when it is not the values as they are (an amount typed in baht). */
    toBody?: (values: V) => unknown;
  };
}

/** The action's texts: its button, dialog title and lead, confirm button and done notice. */
function useActionText(action: OrderActionName, vars: Record<string, string | number>) {
  const { t } = useTranslation();
  return (part: 'action' | 'title' | 'lead' | 'confirm' | 'done') => t(`adminOrders.${action}.${part}`, vars);
}

export function OrderActionButton<V extends Record<string, string>>(props: OrderActionProps<V>) {
  const [open, setOpen] = useState(false);
  const text = useActionText(props.action, { id: props.orderId, ...props.vars });
  return (
    <>
      <Button variant="light" color={props.color} onClick={() => setOpen(true)} data-testid={`order-${props.action}`}>
        {text('action')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={text('title')} centered>
        {open ? <ActionForm {...props} onClose={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function ActionForm<V extends Record<string, string>>(props: OrderActionProps<V> & { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const text = useActionText(props.action, { id: props.orderId, ...props.vars });
  const testId = `order-${props.action}`;
  const write = useAdminWrite('orders', OrderOneSchema, (body: unknown) => ({
    method: 'POST',
    path: `orders/${props.orderId}/${props.path ?? props.action}`,
    body,
  }));
  const form = useForm<V>({
    initialValues: props.form?.initialValues ?? ({} as V),
    validate: props.form ? schemaResolver(props.form.schema, { sync: true }) : {},
  });
  const input = useFieldInput(form, { testIdPrefix: testId });
  // The promise, not mutate's callbacks: an action the new state no longer offers unmounts its button
  // before those would run, and the notice must still say it was done.
  const submit = form.onSubmit(
    (values) =>
      void write.mutateAsync(props.form ? (props.form.toBody?.(values) ?? values) : undefined).then(
        () => {
          notifyDone(text('done'));
          props.onClose();
        },
        (e: unknown) => notifyFailed(t, lang, e),
      ),
    () => notifyInvalid(t),
  );
  return (
    <DialogForm
      onSubmit={submit}
      onCancel={props.onClose}
      saving={write.isPending}
      submitLabel={text('confirm')}
      submitTestId={`${testId}-confirm`}
    >
      <Text size="sm">{text('lead')}</Text>
      {props.form?.fields(input)}
    </DialogForm>
  );
}
