// A back-office page's heading: its title (with a lead under it, if any) and, on the right, the button
// that adds a new record.
import type { ReactNode } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';

export function ListHeader(props: {
  title: string;
  lead?: ReactNode;
  newLabel?: string;
  newTestId?: string;
  onNew?: () => void;
}) {
  const title = <Title order={1}>{props.title}</Title>;
  return (
    <Group justify="space-between">
      {props.lead ? (
        <Stack gap={2}>
          {title}
          {props.lead}
        </Stack>
      ) : (
        title
      )}
      {props.onNew ? (
        <Button onClick={props.onNew} data-testid={props.newTestId}>
          {props.newLabel}
        </Button>
      ) : null}
    </Group>
  );
}
