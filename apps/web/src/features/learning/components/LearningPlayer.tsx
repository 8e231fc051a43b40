import '../i18n.ts';
import './learning.css';
import { useCallback, useState } from 'react';
import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { CountdownResponseSchema, PlaylistItem, PlaylistResponse } from '@rian/contracts/learning';
import { ErrorNotice } from '../../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { useLang } from '../../../lib/use-lang.ts';
import {
  countdownQuery,
  lastTimeQuery,
  playlistQuery,
  progressQuery,
  saveProgress,
  saveProgressOnLeave,
  type SaveProgressBody,
} from '../api/learning-api.ts';
import { chooseResume, coursePercent, lectureParam, percentDisplay, type ResumeTarget } from '../player-logic.ts';
import { Countdown } from './Countdown.tsx';
import { CurrentLecture } from './LectureStage.tsx';
import { LectureList } from './LectureList.tsx';
import { ExpiredNotice } from './RenewPlans.tsx';

type Playlist = PlaylistResponse['data'];
type CountdownData = z.infer<typeof CountdownResponseSchema>['data'] & { receivedAt: number };
type Progress = { readLecture: number[]; lectures: { lectures_id: number; progressTime: number }[] };

export interface LearningPlayerProps {
  courseId: number;
  /** The sales page's path, /course/{id}-{slug} (the player is the same path with ?learn=true). */
  coursePath: string;
}

/**
 * The ?learn=true playlist player (spec §2): the current lecture beside the section and lecture list.
 * Owners resume where they left off and their progress is saved; visitors see the previews and a way
 * to buy; owners whose access ended see the renew plans.
 */
export function LearningPlayer({ courseId, coursePath }: LearningPlayerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user, status } = useSession();
  const userId = user?.id ?? null;
  const playlist = useQuery({ ...playlistQuery(courseId, userId), enabled: status !== 'loading' });
  const owner = playlist.data?.viewer === 'owner' && userId !== null;
  const progress = useQuery({ ...progressQuery(userId ?? 0, courseId), enabled: owner, gcTime: 0 });
  const lastTime = useQuery({ ...lastTimeQuery(userId ?? 0, courseId), enabled: owner });
  useDocumentMeta(playlist.data ? t('learning.pageTitle', { title: playlist.data.title }) : null);

  if (playlist.isError) {
    return (
      <div className="page">
        <ErrorNotice
          message={errorText(playlist.error, lang)}
          retryLabel={t('app.retry')}
          onRetry={() => void playlist.refetch()}
        />
      </div>
    );
  }
  // An owner whose progress cannot be read still learns: the player opens at the first lecture.
  const waiting = !playlist.data || (owner && (progress.isPending || lastTime.isPending));
  if (waiting) {
    return (
      <div className="page">
        <LoadingNotice testId="learning-loading">{t('learning.loading')}</LoadingNotice>
      </div>
    );
  }
  return (
    <Player
      key={`${userId ?? 0}-${playlist.data.viewer}`}
      playlist={playlist.data}
      courseId={courseId}
      coursePath={coursePath}
      userId={owner ? userId : null}
      progress={owner && progress.data ? progress.data : null}
      last={owner ? (lastTime.data ?? null) : null}
    />
  );
}

interface PlayerProps {
  playlist: Playlist;
  courseId: number;
  coursePath: string;
  /** Set for an owner with access: their progress is saved. */
  userId: number | null;
  progress: Progress | null;
  last: { lectures_id: number; progressTime: number } | null;
}

/** The owner's progress: the lectures done, and the second reached per lecture, saved as they go. */
function useLectureProgress(userId: number | null, courseId: number, progress: Progress | null) {
  // The second reached per lecture: read at the opening, kept up to date by every save (a map the
  // handlers write and the next lecture's opening reads; no render depends on it changing).
  const [savedTimes] = useState(() => new Map(progress?.lectures.map((l) => [l.lectures_id, l.progressTime]) ?? []));
  const [done, setDone] = useState<ReadonlySet<number>>(() => new Set(progress?.readLecture ?? []));
  const onSave = useCallback(
    (body: SaveProgressBody, leaving: boolean) => {
      if (userId === null) return;
      savedTimes.set(body.lectures_id, body.progressTime);
      if (body.read) setDone((d) => new Set(d).add(body.lectures_id));
      if (leaving) saveProgressOnLeave(userId, courseId, body);
      else saveProgress(userId, courseId, body).catch(() => undefined);
    },
    [userId, courseId, savedTimes],
  );
  const markDone = (lectureId: number) => onSave({ lectures_id: lectureId, progressTime: 0, read: true }, false);
  return { savedTimes, done, onSave, markDone };
}

function Player({ playlist, courseId, coursePath, userId, progress, last }: PlayerProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const items = playlist.items;
  const { savedTimes, done, onSave, markDone } = useLectureProgress(userId, courseId, progress);
  const [opening] = useState<ResumeTarget | null>(() =>
    chooseResume(items, last, lectureParam(params.get('lecture')), (id) => savedTimes.get(id) ?? 0),
  );
  const [halted, setHalted] = useState(false);
  const withCountdown = playlist.viewer === 'owner' || playlist.viewer === 'expired';
  const countdown = useQuery({ ...countdownQuery(courseId), enabled: withCountdown });

  const requested = lectureParam(params.get('lecture'));
  const current =
    items.find((i) => i.lectures_id === requested) ?? items.find((i) => i.lectures_id === opening?.lectureId) ?? null;
  const startAt = (item: PlaylistItem): number => {
    if (opening && item.lectures_id === opening.lectureId && (requested === null || requested === opening.lectureId)) {
      return opening.seconds;
    }
    return chooseResume([item], null, item.lectures_id, (id) => savedTimes.get(id) ?? 0)?.seconds ?? 0;
  };

  // Access that ran out while watching: the video stops, the renew plans show, and the playlist is
  // read again for the viewer's new standing (its lectures locked).
  const onExpire = useCallback(() => {
    setHalted(true);
    void client.invalidateQueries({ queryKey: ['learning', 'playlist', courseId] });
  }, [client, courseId]);
  const expired = playlist.viewer === 'expired' || halted || countdown.data?.expired === true;

  return (
    <div className="page learn-page" data-testid="learning-player" data-viewer={playlist.viewer}>
      <PlayerHead
        playlist={playlist}
        coursePath={coursePath}
        percent={percentDisplay(coursePercent(items, done))}
        countdown={withCountdown ? countdown.data : undefined}
        onExpire={onExpire}
      />

      {playlist.viewer === 'visitor' ? <VisitorNotice coursePath={coursePath} /> : null}
      {playlist.viewer === 'staff' ? (
        <p className="hint learn-staff" role="note">
          {t('learning.staff')}
        </p>
      ) : null}
      {withCountdown && expired ? <ExpiredNotice courseId={courseId} plans={countdown.data?.renewPlans} /> : null}

      <div className="learn-layout">
        <section className="learn-stage" aria-labelledby="lecture-title">
          {current ? (
            <CurrentLecture
              current={current}
              items={items}
              viewer={playlist.viewer}
              coursePath={coursePath}
              startAt={startAt(current)}
              done={done.has(current.lectures_id)}
              halted={halted}
              onSave={userId !== null ? onSave : undefined}
              onDone={() => markDone(current.lectures_id)}
            />
          ) : (
            <p className="hint">{t('learning.empty')}</p>
          )}
        </section>
        <aside className="learn-aside">
          <LectureList items={items} currentId={current?.lectures_id ?? null} done={done} coursePath={coursePath} />
        </aside>
      </div>
    </div>
  );
}

function PlayerHead({
  playlist,
  coursePath,
  percent,
  countdown,
  onExpire,
}: {
  playlist: Playlist;
  coursePath: string;
  percent: number;
  /** Shown to owners and to owners whose access ended. */
  countdown: CountdownData | undefined;
  onExpire: () => void;
}) {
  const { t } = useTranslation();
  return (
    <header className="learn-head">
      <Link to={coursePath} className="learn-head__back">
        {t('learning.backToCourse')}
      </Link>
      <h1 className="learn-head__title">{playlist.title}</h1>
      <div className="learn-head__facts">
        {playlist.viewer === 'owner' || playlist.viewer === 'expired' ? (
          <div className="learn-progress">
            <label htmlFor="course-progress" className="learn-progress__label">
              {t('learning.progress', { percent })}
            </label>
            <progress id="course-progress" max={100} value={percent} data-testid="course-percent">
              {percent}%
            </progress>
          </div>
        ) : null}
        {countdown ? (
          <Countdown
            unlimited={countdown.unlimited}
            remainingMs={countdown.remainingMs}
            expiresAt={countdown.expiresAt}
            expired={countdown.expired}
            receivedAt={countdown.receivedAt}
            onExpire={onExpire}
          />
        ) : null}
      </div>
    </header>
  );
}

function VisitorNotice({ coursePath }: { coursePath: string }) {
  const { t } = useTranslation();
  return (
    <section className="learn-notice" aria-labelledby="visitor-title" data-testid="visitor-notice">
      <h2 id="visitor-title" className="learn-notice__title">
        {t('learning.visitor.title')}
      </h2>
      <p>{t('learning.visitor.lead')}</p>
      <Button component={Link} to={coursePath} data-testid="buy-link">
        {t('learning.visitor.buy')}
      </Button>
    </section>
  );
}
