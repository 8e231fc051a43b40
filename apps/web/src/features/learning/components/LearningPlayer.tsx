import '../i18n.ts';
import './learning.css';
import { useCallback, useState } from 'react';
import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlaylistItem, PlaylistResponse } from '@rian/contracts/learning';
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
import {
  adjacentLectures,
  chooseResume,
  coursePercent,
  learnHref,
  lectureParam,
  percentDisplay,
  type ResumeTarget,
} from '../player-logic.ts';
import { Countdown } from './Countdown.tsx';
import { DocumentLecture } from './DocumentLecture.tsx';
import { HomeworkLecture } from './HomeworkLecture.tsx';
import { LectureList } from './LectureList.tsx';
import { QuizLecture } from './QuizLecture.tsx';
import { ExpiredNotice } from './RenewPlans.tsx';
import { VideoLecture } from './VideoLecture.tsx';

type Playlist = PlaylistResponse['data'];
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

function Player({ playlist, courseId, coursePath, userId, progress, last }: PlayerProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const items = playlist.items;
  // The second reached per lecture: read at the opening, kept up to date by every save (a map the
  // handlers write and the next lecture's opening reads; no render depends on it changing).
  const [savedTimes] = useState(() => new Map(progress?.lectures.map((l) => [l.lectures_id, l.progressTime]) ?? []));
  const [done, setDone] = useState<ReadonlySet<number>>(() => new Set(progress?.readLecture ?? []));
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
  // Access that ran out while watching: the video stops, the renew plans show, and the playlist is
  // read again for the viewer's new standing (its lectures locked).
  const onExpire = useCallback(() => {
    setHalted(true);
    void client.invalidateQueries({ queryKey: ['learning', 'playlist', courseId] });
  }, [client, courseId]);
  const expired = playlist.viewer === 'expired' || halted || countdown.data?.expired === true;

  const percent = percentDisplay(coursePercent(items, done));
  const { prev, next } = current ? adjacentLectures(items, current.lectures_id) : { prev: null, next: null };

  return (
    <div className="page learn-page" data-testid="learning-player" data-viewer={playlist.viewer}>
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
          {withCountdown && countdown.data ? (
            <Countdown
              unlimited={countdown.data.unlimited}
              remainingMs={countdown.data.remainingMs}
              expiresAt={countdown.data.expiresAt}
              expired={countdown.data.expired}
              receivedAt={countdown.data.receivedAt}
              onExpire={onExpire}
            />
          ) : null}
        </div>
      </header>

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
            <>
              <h2 id="lecture-title" className="learn-stage__title" data-testid="lecture-title">
                {current.lectures_name}
              </h2>
              <p className="visually-hidden" aria-live="polite">
                {t('learning.now', { name: current.lectures_name })}
              </p>
              {current.locked || (halted && current.is_preview !== 1) ? (
                halted ? (
                  <HaltedStage />
                ) : (
                  <LockedLecture coursePath={coursePath} visitor={playlist.viewer === 'visitor'} />
                )
              ) : (
                <LectureBody
                  key={current.lectures_id}
                  item={current}
                  startAt={startAt(current)}
                  done={done.has(current.lectures_id)}
                  owner={userId !== null}
                  halted={halted}
                  onSave={userId !== null ? onSave : undefined}
                  onDone={() => markDone(current.lectures_id)}
                />
              )}
              <nav className="learn-steps" aria-label={t('learning.lectureNav')}>
                {prev ? (
                  <Button
                    component={Link}
                    to={learnHref(coursePath, prev.lectures_id)}
                    variant="default"
                    data-testid="prev-lecture"
                  >
                    <span aria-hidden>‹&nbsp;</span>
                    {t('learning.prev')}
                  </Button>
                ) : (
                  <span />
                )}
                {next ? (
                  <Button component={Link} to={learnHref(coursePath, next.lectures_id)} data-testid="next-lecture">
                    {t('learning.next')}
                    <span aria-hidden>&nbsp;›</span>
                  </Button>
                ) : null}
              </nav>
            </>
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

function LectureBody({
  item,
  startAt,
  done,
  owner,
  halted,
  onSave,
  onDone,
}: {
  item: PlaylistItem;
  startAt: number;
  done: boolean;
  owner: boolean;
  halted: boolean;
  onSave: ((body: SaveProgressBody, leaving: boolean) => void) | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  switch (item.content_type) {
    case 'video':
      return item.video ? (
        <VideoLecture item={{ ...item, video: item.video }} startAt={startAt} onSave={onSave} halted={halted} />
      ) : (
        <p className="hint">{t('learning.video.none')}</p>
      );
    case 'quiz':
      return item.quiz_id !== null ? <QuizLecture quizId={item.quiz_id} onPassed={owner ? onDone : undefined} /> : null;
    case 'homework':
      return item.homework_id !== null ? (
        <HomeworkLecture homeworkId={item.homework_id} onSubmitted={owner ? onDone : undefined} />
      ) : null;
    default:
      return <DocumentLecture done={done} onMarkRead={owner ? onDone : undefined} />;
  }
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

function LockedLecture({ coursePath, visitor }: { coursePath: string; visitor: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="learn-locked" data-testid="locked-lecture">
      <p className="learn-locked__title">{t('learning.locked.title')}</p>
      <p>{visitor ? t('learning.visitor.title') : t('learning.locked.lead')}</p>
      {visitor ? <Link to={coursePath}>{t('learning.visitor.buy')}</Link> : null}
    </div>
  );
}

function HaltedStage() {
  const { t } = useTranslation();
  return (
    <div className="learn-locked" data-testid="halted-lecture">
      <p className="learn-locked__title">{t('learning.countdown.ended')}</p>
      <p>{t('learning.expired.lead')}</p>
    </div>
  );
}
