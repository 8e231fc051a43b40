import { Alert, type MantineSpacing } from '@mantine/core';
import { errorText } from '../lib/error-text.ts';
import { useLang } from '../lib/use-lang.ts';

/** A failed request's message in a red alert, in the reader's language; nothing while there is no error. */
export function FailureAlert({ error, mb, testId }: { error: unknown; mb?: MantineSpacing; testId?: string }) {
  const lang = useLang();
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" mb={mb} data-testid={testId}>
      {errorText(error, lang)}
    </Alert>
  );
}
