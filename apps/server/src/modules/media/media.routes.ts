// Public media under /uploads/{name} (architecture.md, files), and share images resized to the
// 600x314 that spec §2 asks of og:image, made once with sharp and kept beside the originals.
import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import sharp from 'sharp';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const IMAGE_EXT = /\.(jpe?g|png|webp|gif)$/i;

export async function registerMedia(app: FastifyInstance, uploadDir: string): Promise<void> {
  await mkdir(uploadDir, { recursive: true });
  const ogDir = join(uploadDir, '.og');
  await mkdir(ogDir, { recursive: true });

  const inFlight = new Map<string, Promise<void>>();

  app.get<{ Params: { name: string } }>('/uploads/og/:name', async (req, reply) => {
    const { name } = req.params;
    if (!SAFE_NAME.test(name) || !IMAGE_EXT.test(name)) {
      return reply.status(404).send({ success: false, error: { code: 'NOT_FOUND', message: 'No such image' } });
    }
    const source = join(uploadDir, name);
    const target = `${name.replace(IMAGE_EXT, '')}.jpg`;
    const exists = await stat(source).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!exists) return reply.status(404).send({ success: false, error: { code: 'NOT_FOUND', message: 'No such image' } });
    const done = await stat(join(ogDir, target)).then(
      () => true,
      () => false,
    );
    if (!done) {
      let job = inFlight.get(target);
      if (!job) {
        job = sharp(source)
          .resize(600, 314, { fit: 'cover', position: 'attention' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toFile(join(ogDir, target))
          .then(() => undefined)
          .finally(() => inFlight.delete(target));
        inFlight.set(target, job);
      }
      await job;
    }
    reply.header('cache-control', 'public, max-age=86400');
    return reply.sendFile(target, ogDir);
  });

  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/uploads/',
    decorateReply: true,
    // Dot-files (the .og cache folder) are not listed as uploads.
    dotfiles: 'deny',
    // Private files (company certificates, slips) live in uploadDir/private and are served only by
    // GET /private/files/{name} to their owner and administrators. Case-insensitive for filesystems
    // that fold case.
    allowedPath: (pathName) => !/^\/private(\/|$)/i.test(pathName),
    maxAge: '1d',
    acceptRanges: true,
    // Media show inline; anything else that ever lands here is a download. Nothing is sniffed into
    // another type, and a file opened directly runs nothing (a sandbox without scripts).
    setHeaders: (res, path) => {
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; media-src 'self'");
      if (!/\.(jpe?g|png|gif|webp|mp4|m4v|webm|mov|vtt|m3u8|ts)$/i.test(path)) res.setHeader('content-disposition', 'attachment');
    },
  });
}
