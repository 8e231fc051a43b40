// Learning routes (spec §7 videoplaylist, progress, lasttime and countdowntime calls, §2 the
// ?learn=true player, §6 paid playlists need an order): lecture media with range requests, quizzes,
// homework, and the account and instructor views. Each route file parses, calls its use case, answers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../auth/auth.plugin.ts';
import { registerAccountViewRoutes } from './account-view.routes.ts';
import { registerAssignmentRoutes } from './assignment.routes.ts';
import type { LearningContext } from './learning-context.ts';
import { registerPlaylistRoutes } from './playlist.routes.ts';
import { registerProgressRoutes } from './progress.routes.ts';

export interface LearningRoutesDeps {
  learning: LearningContext;
  auth: Auth;
  uploadDir: string;
}

export type LearningApp = Parameters<FastifyPluginAsyncZod>[0];

export function learningRoutes(deps: LearningRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    registerPlaylistRoutes(app, deps);
    registerProgressRoutes(app, deps);
    registerAssignmentRoutes(app, deps);
    registerAccountViewRoutes(app, deps);
  };
}
