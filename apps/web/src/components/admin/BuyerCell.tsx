// A buyer in a back-office table: the name, and the e-mail under it (orders, a coupon's usage).
import { Stack, Text } from '@mantine/core';

export function BuyerCell({ buyer }: { buyer: { name: string; email: string } }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{buyer.name}</Text>
      <Text size="xs" c="dimmed">
        {buyer.email}
      </Text>
    </Stack>
  );
}
