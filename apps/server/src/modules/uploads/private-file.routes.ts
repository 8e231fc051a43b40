// GET /private/files/{name} (architecture.md "files"): a private file to its owner, an administrator,
// or the instructor of the course a homework file was submitted to.
import type { FastifyReply } from 'fastify';
import { DomainError } from '@rian/domain/errors';
import { PrivateFileParamsSchema } from '@rian/contracts';
import { notFound } from '../../lib/errors.ts';
import { userOf } from '../auth/auth.plugin.ts';
import { mayInstructorReadFile } from '../learning/may-instructor-read-file.ts';
import type { UploadsApp, UploadsRoutesDeps } from './uploads.routes.ts';
import type { PrivateFile, UploadsService } from './uploads.service.ts';

/** Images were re-encoded on upload and may show inline; anything else is only ever a download. */
function isInline(mime: string): boolean {
  return mime.startsWith('image/') && mime !== 'image/svg+xml';
}

export function registerPrivateFileRoute(app: UploadsApp, { auth, uploads, db }: UploadsRoutesDeps): void {
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
      const file = await uploads.privateFile(req.params.name);
      if (!file) throw notFound('No such file');
      const allowed =
        file.ownerUserId === user.id || user.role === 'admin' || (await mayInstructorReadFile(db, user.id, file.name));
      if (!allowed) throw new DomainError('FORBIDDEN');
      return sendPrivateFile(reply, uploads, file);
    },
  );
}

/** Sends a private file, or NOT_FOUND when the row outlived its file. */
export async function sendPrivateFile(reply: FastifyReply, uploads: UploadsService, file: PrivateFile): Promise<FastifyReply> {
  const stream = await uploads.openPrivate(file);
  if (!stream) throw notFound('No such file');
  // A PDF, a Word file or an archive is sent in a sandbox, never sniffed into something runnable.
  return reply
    .type(file.mime)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `${isInline(file.mime) ? 'inline' : 'attachment'}; filename="${file.name}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
    .send(stream);
}
