import { useEffect } from 'react';

/**
 * Keeps document.title and the meta description in step with client-side navigation. The server
 * writes both for the first request (index.html's rian-head); this only updates them afterwards.
 */
export function useDocumentMeta(title: string | null | undefined, description?: string | null): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (description == null) return;
    let el = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!el) {
      el = document.createElement('meta');
      el.name = 'description';
      document.head.append(el);
    }
    el.content = description;
  }, [description]);
}
