// The profile picture, a company certificate and image answers of a registration name uploaded
// files: accept only files this guest (or nobody yet) uploaded, of the right kind, and make them
// the new student's. Anything else would let a registration claim somebody else's file.
import type { Tx } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { RegistrationInput } from '@rian/domain/registration';
import { claimUpload } from '../uploads/uploads.service.ts';

interface WantedFile {
  name: string;
  kind: 'profileImage' | 'certificate';
  field: string;
}

function wantedFiles(
  payload: RegistrationInput,
  answers: readonly { id: number; value: string | string[] }[],
  labels: readonly { id: number; type_label: string }[],
): WantedFile[] {
  const wanted: WantedFile[] = [];
  if (payload.displayImgUrl) wanted.push({ name: payload.displayImgUrl, kind: 'profileImage', field: 'displayImgUrl' });
  const wantsTax = payload.is_require_tax_invoice === 1 || payload.is_require_tax_invoice === true;
  if (wantsTax && payload.tax_company_certificate) {
    wanted.push({ name: payload.tax_company_certificate, kind: 'certificate', field: 'tax_company_certificate' });
  }
  const imageLabels = new Set(labels.filter((l) => l.type_label === 'image').map((l) => l.id));
  // Paths name an answer by its position in the payload's list, as the rule issues do.
  (payload.customLabel ?? []).forEach((sent, index) => {
    const a = answers.find((x) => x.id === sent.id);
    if (a && imageLabels.has(a.id) && typeof a.value === 'string' && a.value !== '') {
      // An image answer is uploaded like a profile picture (same types, public).
      wanted.push({ name: a.value, kind: 'profileImage', field: `customLabel.${index}` });
    }
  });
  return wanted;
}

export async function claimRegistrationFiles(
  tx: Tx,
  userId: number,
  guestId: string | null,
  payload: RegistrationInput,
  answers: readonly { id: number; value: string | string[] }[],
  labels: readonly { id: number; type_label: string }[],
): Promise<void> {
  for (const w of wantedFiles(payload, answers, labels)) {
    if (!(await claimUpload(tx, { name: w.name, kind: w.kind, userId, guestId }))) {
      throw new DomainError('INPUT_ERROR', `Unknown upload in ${w.field}`, [
        { path: w.field, key: 'uploadUnknown', message: 'Upload the file again.', message_th: 'กรุณาอัปโหลดไฟล์อีกครั้ง' },
      ]);
    }
  }
}
