// The text of a keyword search box (the header's and a list page's): it starts at the keyword the URL
// holds, and a new keyword from the URL (back button, a chip link) replaces what was typed.
import { useState, type FormEvent } from 'react';
import { normaliseKeyword } from '@rian/domain/pagination';

/** The box's text and its submit, which hands `onSearch` the normalised keyword. */
export function useKeywordDraft(keyword: string, onSearch: (keyword: string) => void) {
  const [text, setText] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setText(keyword);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(normaliseKeyword(text));
  };
  return { text, setText, submit };
}
