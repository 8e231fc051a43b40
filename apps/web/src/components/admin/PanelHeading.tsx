// A back-office panel's heading (a level-2 title) and the dimmed words under it.
import type { ReactNode } from 'react';
import { Text, Title, type TitleProps } from '@mantine/core';

export function PanelHeading(props: { title: ReactNode; lead: ReactNode; size: TitleProps['size'] }) {
  return (
    <>
      <Title order={2} size={props.size}>
        {props.title}
      </Title>
      <Text size="sm" c="dimmed">
        {props.lead}
      </Text>
    </>
  );
}
