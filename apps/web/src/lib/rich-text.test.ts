import { describe, expect, it } from 'vitest';
import { asEditorHtml, isRichText } from './rich-text.ts';

describe('a description as rich text or plain text', () => {
  it('knows the editor’s HTML from plain text', () => {
    expect(isRichText('  <p>สวัสดี</p>')).toBe(true);
    expect(isRichText('เรียน 3 < 5 บท')).toBe(false);
  });
  it('opens plain text in the editor as escaped paragraphs', () => {
    expect(asEditorHtml('บทนำ\nบรรทัดสอง\n\nใช้ <script> ไม่ได้ & ไม่รัน')).toBe(
      '<p>บทนำ<br>บรรทัดสอง</p><p>ใช้ &lt;script&gt; ไม่ได้ &amp; ไม่รัน</p>',
    );
    expect(asEditorHtml('<h2>หัวข้อ</h2>')).toBe('<h2>หัวข้อ</h2>');
    expect(asEditorHtml('')).toBe('');
  });
});
