// zod/mini schemas of the upload component data (spec §3, §4, §9).
import * as z from 'zod/mini';
import type { MessageLang } from './field-issues.ts';
import { maxUploadFiles, UPLOAD_MESSAGES, type UploadComponentOptions } from './uploads.ts';
import { msg } from './payload-rules.ts';

/** A picked, not yet uploaded file (strict, so that a stored file never matches it). */
export const NewUploadFileSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  imageSize: z.int().check(z.nonnegative()),
  lastModified: z.int(),
});
/** A stored file: only its name. */
export const StoredUploadFileSchema = z.strictObject({ name: z.string().check(z.minLength(1)) });

const uploadShape = {
  fileList: z.array(z.union([NewUploadFileSchema, StoredUploadFileSchema])),
  deleteFileList: z.array(z.string().check(z.minLength(1))),
};

/** spec §3 upload component data: fileList and deleteFileList. */
export const UploadComponentDataSchema = z.object(uploadShape);
export type UploadComponentDataPayload = z.infer<typeof UploadComponentDataSchema>;

/** Upload component data within the component's file limit (spec §9 limitFile, single-file mode). */
export function createUploadComponentDataSchema(options: UploadComponentOptions, lang: MessageLang = 'th') {
  const max = maxUploadFiles(options);
  return z.object({
    ...uploadShape,
    fileList: uploadShape.fileList.check(z.refine((l: unknown[]) => l.length <= max, msg(UPLOAD_MESSAGES.fileLimit, lang))),
  });
}
