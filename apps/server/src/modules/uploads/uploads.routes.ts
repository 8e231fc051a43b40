// Upload routes (spec §7): POST /api/home/test_upload (profile picture at registration, company
// certificate of the tax invoice), GET /api/storage/details, and GET /private/files/{name}, which
// serves a private file to its owner and administrators only (architecture.md "files").
import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import {
  ErrorResponseSchema,
  PrivateFileParamsSchema,
  StorageResponseSchema,
  UploadQuerySchema,
  UploadResponseSchema,
} from '@rian/contracts';
import { notFound } from '../../lib/errors.ts';
import { LIMITS } from '../../lib/rate-limit.ts';
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import { guestIdOf } from '../auth/guest.ts';
import { LearningService } from '../learning/learning.service.ts';
import {
  MAX_FILES_PER_UPLOAD,
  UploadsService,
  maxUploadBytes,
  tooLargeMessage,
  type FreeBytes,
  type IncomingFile,
  type ServerUploadKind,
  type UploadOwner,
} from './uploads.service.ts';

export interface UploadsRoutesDeps {
  db: Db;
  auth: Auth;
  uploadDir: string;
  freeBytes?: FreeBytes;
}

/** spec §7: the form names its files imageinput0, imageinput1, … */
const FILE_FIELD = /^imageinput[0-9]{1,3}$/;

export function uploadsRoutes(deps: UploadsRoutesDeps): FastifyPluginAsyncZod {
  const { auth } = deps;
  const learning = new LearningService(deps.db);
  const service = new UploadsService(deps.db, {
    uploadDir: deps.uploadDir,
    ...(deps.freeBytes ? { freeBytes: deps.freeBytes } : {}),
  });

  /**
   * The owner of an upload: a signed-in user (through the full session guard, whitelist included),
   * else the guest id a visitor sends while registering (spec §6). Read with lookup, not a guard,
   * because a guest uploads the profile picture before the account exists.
   */
  async function ownerOf(req: FastifyRequest, reply: FastifyReply): Promise<UploadOwner> {
    const found = await auth.lookup(req);
    if (found.status === 'valid') {
      await auth.requireUser(req, reply);
      return { userId: userOf(req).id, guestId: null };
    }
    if (found.status === 'expired') auth.clearSessionCookie(reply);
    const guestId = guestIdOf(req);
    if (guestId) return { userId: null, guestId };
    throw new DomainError('PERMISSION_DENIED');
  }

  /** The files of the form, read into memory within the kind's size limit. */
  async function readFiles(req: FastifyRequest, kind: ServerUploadKind): Promise<IncomingFile[]> {
    if (!req.isMultipart()) throw new DomainError('UPLOAD_FAILED', 'No file was sent.');
    const maxBytes = maxUploadBytes(kind);
    const files: IncomingFile[] = [];
    try {
      const parts = req.parts({
        // One file more than allowed is read far enough to be refused as FILE_LIMIT below.
        limits: { fileSize: maxBytes, files: MAX_FILES_PER_UPLOAD + 1, fields: 20, fieldSize: 4096, parts: 30 },
      });
      for await (const part of parts) {
        if (part.type !== 'file') continue;
        if (!FILE_FIELD.test(part.fieldname)) {
          throw new DomainError('UPLOAD_FAILED', 'Files are sent in the fields imageinput0 to imageinputN.');
        }
        if (files.length >= MAX_FILES_PER_UPLOAD) throw new DomainError('FILE_LIMIT');
        const data = await part.toBuffer();
        // Typed as a string, but absent when the part names no file (an octet-stream part).
        const originalName: unknown = part.filename;
        const name = typeof originalName === 'string' ? originalName : '';
        // A form's empty file input arrives as a nameless, empty part: no file.
        if (data.length === 0 && name === '') continue;
        files.push({ originalName: name, data });
      }
    } catch (err) {
      if (err instanceof DomainError) throw err;
      const code = (err as { code?: unknown }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('FILE_LIMIT', tooLargeMessage(maxBytes));
      if (code === 'FST_FILES_LIMIT') throw new DomainError('FILE_LIMIT');
      const status = (err as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) throw err;
      // Everything else here comes from parsing the caller's bytes (a form cut short, a broken
      // boundary): the caller's upload failed, not the server.
      req.log.info({ err }, 'unreadable multipart upload');
      throw new DomainError('UPLOAD_FAILED', 'The form data could not be read.');
    }
    return files;
  }

  return async (app) => {
    await service.init();
    // Another module may have registered the multipart parser for the whole app already.
    if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

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
        const owner = await ownerOf(req, reply);
        const files = await readFiles(req, kind);
        const [fileName] = await service.store(kind, files, owner);
        if (fileName === undefined) throw new DomainError('UPLOAD_FAILED');
        return { success: true as const, fileName };
      },
    );

    app.get(
      '/api/storage/details',
      {
        schema: {
          tags: ['uploads'],
          summary: 'Free storage of the upload folder in GB (bytes / 1073741824)',
          response: { 200: StorageResponseSchema },
        },
      },
      async () => ({ success: true as const, free: await service.freeGb() }),
    );

    app.get(
      '/private/files/:name',
      {
        preHandler: auth.requireUser,
        schema: {
          tags: ['uploads'],
          summary:
            'A private file (certificate, slip, homework), to its owner, an administrator, or a homework’s course instructor',
          description: 'Answers the file itself; refusals are the error envelope (400, 401, 403, 404).',
          // No response map: the answer is a file stream, which a response schema would have to type as JSON.
          params: PrivateFileParamsSchema,
        },
      },
      async (req, reply) => {
        const user = userOf(req);
        const file = await service.privateFile(req.params.name);
        if (!file) throw notFound('No such file');
        // A submitted homework file is also readable by the instructor of its course (issue 7).
        const allowed =
          file.ownerUserId === user.id || user.role === 'admin' || (await learning.instructorMayReadFile(user.id, file.name));
        if (!allowed) throw new DomainError('FORBIDDEN');
        const stream = await service.openPrivate(file);
        if (!stream) throw notFound('No such file');
        // Images were re-encoded on upload and may show inline; anything else (a PDF, a Word file,
        // an archive) is only ever a download, in a sandbox, never sniffed into something runnable.
        const inline = file.mime.startsWith('image/') && file.mime !== 'image/svg+xml';
        return reply
          .type(file.mime)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${file.name}"`)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
          .send(stream);
      },
    );
  };
}
