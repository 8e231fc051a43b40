import type { ReactNode } from 'react';
import type { ListParams } from '../hooks/use-list-params.ts';
import { ChipLinks, type ChipLink } from './CategoryChips.tsx';
import { KeywordForm } from './KeywordForm.tsx';
import { ListResults, type ListResultsProps } from './ListResults.tsx';

interface ListPageProps<T> extends ListResultsProps<T> {
  title: ReactNode;
  lead?: string | null;
  params: ListParams;
  /** The filter chips and the name of their navigation. */
  chipsLabel: string;
  chips: ChipLink[];
}

/** A catalogue list page (/courses, /products, /category/…): its title, the keyword search and filter chips, and the results. */
export function ListPage<T>({ title, lead, chipsLabel, chips, ...results }: ListPageProps<T>) {
  const { params, update } = results;
  return (
    <div className="page">
      <h1 className="page-title">{title}</h1>
      {lead ? <p className="page-lead">{lead}</p> : null}
      <div className="list-toolbar">
        <KeywordForm value={params.keyword} onSubmit={(keyword) => update({ keyword, page: 1 })} />
        <ChipLinks label={chipsLabel} chips={chips} />
      </div>
      <ListResults {...results} />
    </div>
  );
}
