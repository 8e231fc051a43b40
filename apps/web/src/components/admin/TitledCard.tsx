// A card of a back-office record page (an order's, a member's) with its title, and what goes across from it (a badge, a button).
import type { ReactNode } from 'react';
import { Card, Group, Title } from '@mantine/core';

export function TitledCard(props: { title: string; aside?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Card withBorder data-testid={props.testId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        {props.aside}
      </Group>
      {props.children}
    </Card>
  );
}
