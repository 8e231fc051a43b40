// A record's search and sharing texts in its editor (spec §3 meta_title, meta_description): the
// title and one more text side by side, the description under them. A share picture is given as
// `children` (an upload field) in place of the text beside the title.
import type { ReactNode } from 'react';
import { Fieldset, SimpleGrid, TextInput, Textarea } from '@mantine/core';

type SeoField<Beside extends string> = 'meta_title' | 'meta_description' | Beside;

export function SeoFieldset<Beside extends string>(props: {
  legend: string;
  /** The text beside the title: the sharing picture of a course, the keywords of a product. */
  beside: Beside;
  label: (name: SeoField<Beside>) => string;
  input: (name: SeoField<Beside>) => object;
  children?: ReactNode;
}) {
  const { label, input, beside } = props;
  return (
    <Fieldset legend={props.legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={label('meta_title')} {...input('meta_title')} />
        {props.children ? null : <TextInput label={label(beside)} {...input(beside)} />}
      </SimpleGrid>
      <Textarea mt="sm" label={label('meta_description')} autosize minRows={2} {...input('meta_description')} />
      {props.children ? <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>{props.children}</div> : null}
    </Fieldset>
  );
}
