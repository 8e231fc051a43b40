// The playlist of the ?learn=true player (spec §2, §3 playlist item) and the lectures' media, with
// HTTP range requests: previews on /public, the rest on /private.
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { DomainError } from '@rian/domain/errors';
import { IdParamSchema, errorResponses } from '@rian/contracts';
import { CourseParamsSchema, PlaylistResponseSchema } from '@rian/contracts/learning';
import { userOf } from '../auth/auth.plugin.ts';
import { getPlaylist } from './get-playlist.ts';
import type { Caller } from './learning-context.ts';
import type { LearningApp, LearningRoutesDeps } from './learning.routes.ts';
import { findLectureMedia, isExternalUrl } from './lecture-media.ts';
import { localMediaPath, sendRangeFile } from './range-file.ts';

const errors = errorResponses(400, 401, 403, 404);
const LectureParamsSchema = z.object({ lectureId: IdParamSchema });

type Scope = 'public' | 'private';

export function registerPlaylistRoutes(app: LearningApp, deps: LearningRoutesDeps): void {
  const { auth, learning } = deps;

  /** The signed-in caller, or null (a visitor, an ended session): the playlist is public. */
  async function callerOf(req: FastifyRequest): Promise<Caller | null> {
    const found = await auth.lookup(req);
    return found.status === 'valid' ? { id: found.user.id, role: found.user.role } : null;
  }

  async function sendMedia(
    req: FastifyRequest,
    reply: FastifyReply,
    lectureId: number,
    what: 'video' | 'subtitle',
    scope: Scope,
  ) {
    const caller = scope === 'private' ? { id: userOf(req).id, role: userOf(req).role } : null;
    const url = await findLectureMedia(learning, caller, lectureId, what, scope);
    const cacheControl = scope === 'public' ? 'public, max-age=3600' : 'private, max-age=3600';
    if (typeof url !== 'string') {
      return reply.header('content-type', 'text/vtt; charset=utf-8').header('cache-control', cacheControl).send(url.vtt);
    }
    // An external https video (HLS on a CDN) is played from there.
    if (isExternalUrl(url)) return reply.redirect(url, 302);
    const path = localMediaPath(deps.uploadDir, url);
    if (!path) throw new DomainError('NOT_FOUND', 'No such media');
    return sendRangeFile(req, reply, path, {
      type: what === 'video' ? 'video/mp4' : 'text/vtt; charset=utf-8',
      cacheControl,
    });
  }

  app.get(
    '/public/course/videoplaylist/:courseId',
    {
      schema: {
        tags: ['learning'],
        summary: 'The playlist of the ?learn=true player: previews to everyone, every lecture to owners and staff',
        params: CourseParamsSchema,
        response: { 200: PlaylistResponseSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await getPlaylist(learning, await callerOf(req), req.params.courseId) }),
  );

  for (const scope of ['public', 'private'] as const) {
    const guard = scope === 'private' ? { onRequest: auth.requireUser } : {};
    const what = scope === 'public' ? 'preview' : 'lecture';
    app.get(
      `/${scope}/lectures/:lectureId/video`,
      {
        ...guard,
        compress: false,
        schema: {
          tags: ['learning'],
          summary: `A ${what} video (video/mp4) with HTTP range requests`,
          params: LectureParamsSchema,
        },
      },
      async (req, reply) => sendMedia(req, reply, req.params.lectureId, 'video', scope),
    );
    app.get(
      `/${scope}/lectures/:lectureId/subtitle.vtt`,
      {
        ...guard,
        compress: false,
        schema: { tags: ['learning'], summary: `A ${what}'s WebVTT subtitles`, params: LectureParamsSchema },
      },
      async (req, reply) => sendMedia(req, reply, req.params.lectureId, 'subtitle', scope),
    );
  }
}
