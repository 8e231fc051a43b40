// The files of an upload form (spec §7 POST /api/home/test_upload), read into memory within the
// kind's size limit; what the caller's bytes get wrong is the caller's UPLOAD_FAILED or FILE_LIMIT.
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@rian/domain/errors';
import {
  MAX_FILES_PER_UPLOAD,
  maxUploadBytes,
  tooLargeMessage,
  type IncomingFile,
  type ServerUploadKind,
} from './uploads.service.ts';

/** spec §7: the form names its files imageinput0, imageinput1, … */
const FILE_FIELD = /^imageinput[0-9]{1,3}$/;

async function collectFiles(req: FastifyRequest, maxBytes: number): Promise<IncomingFile[]> {
  const files: IncomingFile[] = [];
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
  return files;
}

export async function readUploadFiles(req: FastifyRequest, kind: ServerUploadKind): Promise<IncomingFile[]> {
  if (!req.isMultipart()) throw new DomainError('UPLOAD_FAILED', 'No file was sent.');
  const maxBytes = maxUploadBytes(kind);
  try {
    return await collectFiles(req, maxBytes);
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
}
