import { Group, Loader, Text } from '@mantine/core';

/** A visible, announced loading message. */
export function LoadingNotice({ children, testId }: { children: string; testId?: string }) {
  return (
    <Group role="status" aria-live="polite" gap="sm" py="xl" justify="center" data-testid={testId}>
      <Loader size="sm" aria-hidden />
      <Text>{children}</Text>
    </Group>
  );
}
