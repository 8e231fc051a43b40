// A back-office list's filter over one of its values, kept in the page's address (useListParams):
// one of `options`, or all of them.
import { Select } from '@mantine/core';
import { useListParams } from './DataTable.tsx';

export function ListFilterSelect(props: {
  /** The filter's name in the address and the list query. */
  name: string;
  label: string;
  /** The words of the choice that filters nothing out. */
  all: string;
  options: { value: string; label: string }[];
  testId?: string;
}) {
  const { query, set } = useListParams([props.name]);
  return (
    <Select
      label={props.label}
      data={[{ value: '', label: props.all }, ...props.options]}
      value={query[props.name] ?? ''}
      onChange={(v) => set({ [props.name]: v || undefined })}
      allowDeselect={false}
      w={180}
      data-testid={props.testId}
    />
  );
}
