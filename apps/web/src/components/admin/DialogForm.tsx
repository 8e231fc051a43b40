// A back-office dialog's form: its fields, then Cancel (when it can be cancelled) and the submit button
// (Save unless the dialog names its own verb) at the end of the last row. The browser's own validation
// is off: the contract's is shown.
import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function DialogForm(props: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel?: () => void;
  saving: boolean;
  submitLabel?: string;
  submitTestId?: string;
  /** A button at the start of the row, across from Cancel and Save (e.g. back to the default). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={props.onSubmit} noValidate>
      <Stack>
        {props.children}
        <Group justify={props.aside ? 'space-between' : 'flex-end'}>
          {props.aside}
          <Group gap={props.aside ? 'xs' : 'md'}>
            {props.onCancel ? (
              <Button variant="default" onClick={props.onCancel}>
                {t('admin.form.cancel')}
              </Button>
            ) : null}
            <Button type="submit" loading={props.saving} data-testid={props.submitTestId}>
              {props.submitLabel ?? t('admin.form.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
