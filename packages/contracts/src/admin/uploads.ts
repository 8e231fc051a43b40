// The media library and the upload component (spec §2, §3, §4, §5, §9): GET /private/admin/uploads,
// DELETE /private/admin/uploads/{id}, resumable uploads through the tus protocol at
// /private/admin/uploads/tus, and the value the component gives the form it sits in.
import * as z from 'zod/mini';
import { adminListQuery, adminOne, adminPage } from './list.ts';

/** Where the component's resumable uploads go (tus 1.0.0: POST to create, PATCH the bytes, HEAD to resume). */
export const TUS_ENDPOINT = '/private/admin/uploads/tus';

/** The kinds the upload component takes (spec §5): images and videos. */
export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The largest video the server takes: a lecture of a few hours at a web bitrate. */
export const MAX_VIDEO_BYTES = 2000 * 1024 * 1024;
/** The largest image: a camera original before it is resized. */
export const MAX_IMAGE_BYTES = 30 * 1024 * 1024;

export const MediaVariantSchema = z.object({ width: z.number(), name: z.string() });
export type MediaVariant = z.infer<typeof MediaVariantSchema>;

/** One file of the media library; files are served at /uploads/{name}, variants beside them. */
export const AdminUploadSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(MEDIA_KINDS),
  mime: z.string(),
  size: z.number(),
  original_name: z.nullable(z.string()),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  duration_ms: z.nullable(z.number()),
  variants: z.array(MediaVariantSchema),
  uploaded_by: z.nullable(z.string()),
  created_at: z.string(),
});
export type AdminUpload = z.infer<typeof AdminUploadSchema>;

export const UPLOAD_SORTS = ['created_at', 'size', 'original_name', 'id'] as const;
export const UploadListQuerySchema = z.extend(adminListQuery(UPLOAD_SORTS), {
  kind: z.optional(z.enum(MEDIA_KINDS)),
});
export type UploadListQuery = z.infer<typeof UploadListQuerySchema>;
export const UploadPageSchema = adminPage(AdminUploadSchema);
export const UploadOneSchema = adminOne(AdminUploadSchema);

/** The metadata a resumable upload is created with (base64 pairs of the Upload-Metadata header). */
export const TusMetadataSchema = z.object({
  filename: z.string().check(z.minLength(1), z.maxLength(255)),
  kind: z.enum(MEDIA_KINDS),
});

/**
 * spec §3 upload component data, as a form saves it: the files shown (a stored file by its name; a
 * file uploaded in this form session also with its size in bytes and the last-modified time the
 * component set) and the names of stored files to delete when the form is saved.
 */
export const UploadFieldFileSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(255)),
  imageSize: z.optional(z.number()),
  lastModified: z.optional(z.number()),
});
export const UploadFieldValueSchema = z.object({
  fileList: z.array(UploadFieldFileSchema),
  deleteFileList: z.array(z.string().check(z.maxLength(255))),
});
export type UploadFieldValue = z.infer<typeof UploadFieldValueSchema>;
