// Public media under /uploads/{name} (architecture.md, files), share images resized to the 600x314
// that spec §2 asks of og:image, and the storefront's responsive widths (pictures.ts).
import { mkdir } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PICTURE_WIDTHS, RESIZABLE_NAME, type PictureWidth } from '@rian/contracts/pictures';
import { IMAGE_EXT, madePictures, SAFE_NAME, type Made } from './pictures.ts';

export async function registerMedia(app: FastifyInstance, uploadDir: string): Promise<void> {
  await mkdir(uploadDir, { recursive: true });
  const pictures = madePictures(uploadDir);
  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ success: false, error: { code: 'NOT_FOUND', message: 'No such image' } });
  const send = (reply: FastifyReply, made: Made | null) => {
    if (!made) return notFound(reply);
    reply.header('cache-control', 'public, max-age=86400');
    return reply.sendFile(made.file, made.dir);
  };

  app.get<{ Params: { name: string } }>('/uploads/og/:name', async (req, reply) => {
    const { name } = req.params;
    if (!SAFE_NAME.test(name) || !IMAGE_EXT.test(name)) return notFound(reply);
    return send(reply, await pictures.og(name));
  });

  // The storefront's srcset (@rian/contracts pictures.ts): only the widths it names, so nobody can
  // make the server encode (and keep) a copy at every width.
  app.get<{ Params: { width: string; name: string } }>('/uploads/w/:width/:name', async (req, reply) => {
    const { name } = req.params;
    const width = Number(req.params.width) as PictureWidth;
    if (!PICTURE_WIDTHS.includes(width) || !RESIZABLE_NAME.test(name)) return notFound(reply);
    return send(reply, await pictures.atWidth(name, width));
  });

  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/uploads/',
    decorateReply: true,
    // Dot-files (the .og and .w folders of made pictures) are not listed as uploads.
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
