// Upload routes (spec §7): POST /api/home/test_upload (profile picture at registration, company
// certificate of the tax invoice), GET /api/storage/details, and GET /private/files/{name}
// (private-file.routes.ts).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { ErrorResponseSchema, StorageResponseSchema, UploadQuerySchema, UploadResponseSchema } from '@rian/contracts';
import { LIMITS } from '../../lib/rate-limit.ts';
import type { Auth } from '../auth/auth.plugin.ts';
import { registerPrivateFileRoute } from './private-file.routes.ts';
import { readUploadFiles } from './read-upload-files.ts';
import { uploadOwnerOf } from './upload-owner.ts';
import type { UploadsService } from './uploads.service.ts';

export interface UploadsRoutesDeps {
  db: Db;
  auth: Auth;
  uploads: UploadsService;
}

export type UploadsApp = Parameters<FastifyPluginAsyncZod>[0];

function registerUploadRoute(app: UploadsApp, { auth, uploads }: UploadsRoutesDeps): void {
  app.post(
    '/api/home/test_upload',
    {
      config: { rateLimit: LIMITS.upload },
      schema: {
        tags: ['uploads'],
        summary:
          'Uploads one file (multipart field imageinput0): kind=profileImage (default; jpg, jpeg, png, gif; public) or ' +
          'kind=certificate (company certificate; pdf, jpg, jpeg, png; private), kind=slip, or kind=homework (pdf, doc, docx, jpg, jpeg, png, zip; 20 MB; private). Needs a session or the x-rian-guest-id header.',
        querystring: UploadQuerySchema,
        response: {
          200: UploadResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          413: ErrorResponseSchema,
          429: ErrorResponseSchema,
          507: ErrorResponseSchema,
        },
      },
    },
    async (req, reply) => {
      const kind = req.query.kind ?? 'profileImage';
      // Before the body is read: an anonymous caller's file is never buffered.
      const owner = await uploadOwnerOf(auth, req, reply);
      const files = await readUploadFiles(req, kind);
      const [fileName] = await uploads.store(kind, files, owner);
      if (fileName === undefined) throw new DomainError('UPLOAD_FAILED');
      return { success: true as const, fileName };
    },
  );
}

export function uploadsRoutes(deps: UploadsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await deps.uploads.init();
    // Another module may have registered the multipart parser for the whole app already.
    if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);
    registerUploadRoute(app, deps);
    app.get(
      '/api/storage/details',
      {
        schema: {
          tags: ['uploads'],
          summary: 'Free storage of the upload folder in GB (bytes / 1073741824)',
          response: { 200: StorageResponseSchema },
        },
      },
      async () => ({ success: true as const, free: await deps.uploads.freeGb() }),
    );
    registerPrivateFileRoute(app, deps);
  };
}
