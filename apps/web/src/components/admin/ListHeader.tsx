// A back-office page's heading: its title (with a lead under it, if any) and, on the right, the button
// that adds a new record.
import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';

export function ListHeader(props: {
  title: string;
  /** Words under the title, set dimmed and small; or a node of its own. */
  lead?: ReactNode;
  newLabel?: string;
  newTestId?: string;
  onNew?: () => void;
}) {
  const title = <Title order={1}>{props.title}</Title>;
  const lead =
    typeof props.lead === 'string' ? (
      <Text c="dimmed" size="sm">
        {props.lead}
      </Text>
    ) : (
      props.lead
    );
  return (
    <Group justify="space-between">
      {lead ? (
        <Stack gap={2}>
          {title}
          {lead}
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
