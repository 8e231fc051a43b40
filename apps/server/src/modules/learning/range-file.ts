// Lecture media from the upload folder with HTTP range requests (RFC 9110 §14): one byte range per
// request answers 206 with Content-Range, an unsatisfiable one 416; anything else the whole file.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@rian/domain/errors';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * The file behind a stored lecture URL: '/uploads/{name}' in the upload folder, or
 * '/uploads/private/{name}' in its private folder (which the public /uploads/ route refuses).
 * null for anything else (an external URL, a path that would leave the folder).
 */
export function localMediaPath(uploadDir: string, url: string): string | null {
  if (!url.startsWith('/uploads/')) return null;
  let rest = url.slice('/uploads/'.length);
  let dir = uploadDir;
  if (rest.startsWith('private/')) {
    rest = rest.slice('private/'.length);
    dir = join(uploadDir, 'private');
  }
  if (!SAFE_NAME.test(rest) || rest.includes('..')) return null;
  return join(dir, rest);
}

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** A single `bytes=` range against a file of `size` bytes; null means "send the whole file". */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  // Several ranges, or another unit: a server may answer with the whole representation.
  if (!m) return null;
  const [, first = '', last = ''] = m;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export async function sendRangeFile(
  req: FastifyRequest,
  reply: FastifyReply,
  path: string,
  opts: { type: string; cacheControl: string },
): Promise<FastifyReply> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw new DomainError('NOT_FOUND', 'No such media');
  const size = info.size;
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', opts.cacheControl)
    .header('last-modified', info.mtime.toUTCString())
    .header('x-content-type-options', 'nosniff');
  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${size}`).type(opts.type).send('');
  }
  if (range === null) {
    return reply.status(200).type(opts.type).header('content-length', size).send(createReadStream(path));
  }
  return reply
    .status(206)
    .type(opts.type)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(createReadStream(path, { start: range.start, end: range.end }));
}
