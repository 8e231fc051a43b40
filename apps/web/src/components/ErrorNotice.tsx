import { Button, Stack, Text } from '@mantine/core';

/** A failed load with a way to try again. */
export function ErrorNotice({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Stack role="alert" align="center" gap="sm" py="xl">
      <Text>{message}</Text>
      <Button variant="light" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Stack>
  );
}
