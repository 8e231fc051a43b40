// /private/admin/uploads: the media library (spec §2, §5 upload component). Administrators only, but
// for the resumable upload itself, which instructors use for their lectures' videos.
// GET lists, DELETE removes a file with its resized copies, and /tus takes resumable uploads (tus
// 1.0.0: POST creates, PATCH sends bytes, HEAD tells how far an upload got, DELETE abandons it).
import * as z from 'zod/mini';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, IdParamSchema } from '@rian/contracts';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import { TUS_ENDPOINT, UploadListQuerySchema, UploadPageSchema } from '@rian/contracts/admin/uploads';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminContext } from '../admin-context.ts';
import { actorOf } from '../admin-guard.ts';
import { requireStaff, type Guard } from '../content/course-staff-guard.ts';
import { deleteUpload } from './delete-upload.ts';
import { listUploads } from './list-uploads.ts';
import { MediaUploads, type MediaStorage } from './tus-uploads.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['admin: uploads'];
const params = z.object({ id: IdParamSchema });

export interface AdminUploadsDeps {
  admin: AdminContext;
  requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  storage: MediaStorage;
}

function tusRoutes(app: RouteApp, onRequest: Guard, media: MediaUploads): void {
  // tus sends its bytes as application/offset+octet-stream; tus reads the stream itself.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await media.handle(req.raw, reply.raw, actorOf(req));
  };
  const schema = { tags, hide: true };
  app.post(TUS_ENDPOINT, { onRequest, schema: { ...schema, summary: 'Creates a resumable upload' } }, handler);
  for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
    app.route({ method, url: `${TUS_ENDPOINT}/:uploadId`, onRequest, schema, handler });
  }
}

export function adminUploadsRoutes({ admin, requireAdmin, storage }: AdminUploadsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const onRequest = requireAdmin;
    const media = new MediaUploads(admin, storage);
    // Instructors upload their lectures' videos through the same component; the library stays the administrators'.
    tusRoutes(app, requireStaff({ admin, requireAdmin }), media);
    app.get(
      '/private/admin/uploads',
      {
        onRequest,
        schema: {
          tags,
          summary: 'The media library: images and videos, newest first, paged',
          querystring: UploadListQuerySchema,
          response: { 200: UploadPageSchema, ...errors },
        },
      },
      async (req) => listUploads(admin, req.query),
    );
    app.delete(
      '/private/admin/uploads/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Deletes a file of the media library with its resized copies',
          params,
          response: { 200: AdminDeletedSchema, ...errors },
        },
      },
      async (req) => ({
        success: true as const,
        data: await deleteUpload(admin, storage.uploadDir, actorOf(req), req.params.id),
      }),
    );
  };
}
