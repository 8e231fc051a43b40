// A lazily loaded part built with Mantine, from a page that is not (decision 031): the part's chunk
// and Mantine's (MantineRoot.tsx) load together, in parallel, on its first render, and the part's
// texts in the reader's language before it renders.
import { lazy, type ComponentType } from 'react';
import { withPartTexts } from '../../lib/i18n.ts';

export function lazyWithMantine<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Part, kit] = await Promise.all([withPartTexts(load)(), import('./MantineRoot.tsx')]);
    return { default: kit.withMantine(Part) };
  });
}
