// Steps in the back office that more than one end-to-end test takes.
import type { Locator, Page } from 'playwright-core';

/** Fills one question card: its text, its choices, and which is right (1-based). */
export async function fillQuestion(card: Locator, text: string, choices: string[], right: number): Promise<void> {
  await card.getByRole('textbox', { name: 'คำถาม', exact: true }).fill(text);
  for (const [i, choice] of choices.entries()) {
    if (i >= 2) await card.getByRole('button', { name: 'เพิ่มตัวเลือก' }).click();
    await card.getByLabel(`ตัวเลือกที่ ${i + 1}`, { exact: true }).fill(choice);
  }
  await card.getByRole('radio', { name: `ตัวเลือกที่ ${right} เป็นคำตอบที่ถูก` }).check();
}

/** Follows the side navigation's link `link` and opens its list's "new" dialog (the button `new-<testName>`). */
export async function openNewDialog(page: Page, link: string, testName: string): Promise<Locator> {
  await page.getByRole('link', { name: link, exact: true }).click();
  await page.getByTestId(`new-${testName}`).click();
  return page.getByRole('dialog');
}

/** Adds to `section` of a course's outline the lecture `name`, which opens the quiz titled `quiz`. */
export async function addQuizLecture(page: Page, section: Locator, name: string, quiz: string): Promise<void> {
  await section.getByRole('button', { name: 'เพิ่มบทเรียน' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('field-name').fill(name);
  await dialog.getByTestId('field-content_type').click();
  await page.getByRole('option', { name: 'แบบทดสอบ' }).click();
  await dialog.getByTestId('field-quiz_id').click();
  await page.getByRole('option', { name: quiz }).click();
  await dialog.getByRole('button', { name: 'บันทึกบทเรียน' }).click();
  await section.getByText(name, { exact: true }).waitFor();
}
