// A page tab in the viewer's language: English stands in only where it was written.
import { describe, expect, it } from 'vitest';
import { localTab } from './RichBody.tsx';

describe('localTab', () => {
  const tab = { id: 7, title: 'วิธีใช้', title_en: 'How to use', body: '<p>ไทย</p>', body_en: null };

  it('gives Thai to a Thai reader', () => {
    expect(localTab(tab, 'th')).toEqual({ id: 7, title: 'วิธีใช้', body: '<p>ไทย</p>' });
  });

  it('gives English where written, and Thai where the English was left empty', () => {
    expect(localTab(tab, 'en')).toEqual({ id: 7, title: 'How to use', body: '<p>ไทย</p>' });
    expect(localTab({ ...tab, title_en: null, body_en: '<p>English</p>' }, 'en')).toEqual({
      id: 7,
      title: 'วิธีใช้',
      body: '<p>English</p>',
    });
  });
});
