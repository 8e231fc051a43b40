// The player's stage: the current lecture, by its content type, or why it cannot play, and the steps
// to the previous and next lectures (spec §2 playlist player).
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlaylistItem, PlaylistResponse } from '@rian/contracts/learning';
import type { SaveProgressBody } from '../api/learning-api.ts';
import { adjacentLectures, learnHref } from '../player-logic.ts';
import { DocumentLecture } from './DocumentLecture.tsx';
import { HomeworkLecture } from './HomeworkLecture.tsx';
import { QuizLecture } from './QuizLecture.tsx';
import { VideoLecture } from './VideoLecture.tsx';

/** How the current lecture plays: where it starts, whether it is done or halted, and what saves its progress and marks it done. */
interface LectureProgress {
  startAt: number;
  done: boolean;
  halted: boolean;
  /** Set for an owner with access: their progress is saved. */
  onSave: ((body: SaveProgressBody, leaving: boolean) => void) | undefined;
  onDone: () => void;
}

export function CurrentLecture({
  current,
  items,
  viewer,
  coursePath,
  ...progress
}: {
  current: PlaylistItem;
  items: readonly PlaylistItem[];
  viewer: PlaylistResponse['data']['viewer'];
  coursePath: string;
} & LectureProgress) {
  const { t } = useTranslation();
  const { halted } = progress;
  return (
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
          <LockedLecture coursePath={coursePath} visitor={viewer === 'visitor'} />
        )
      ) : (
        <LectureBody key={current.lectures_id} item={current} owner={progress.onSave !== undefined} {...progress} />
      )}
      <LectureSteps items={items} currentId={current.lectures_id} coursePath={coursePath} />
    </>
  );
}

function LectureSteps({
  items,
  currentId,
  coursePath,
}: {
  items: readonly PlaylistItem[];
  currentId: number;
  coursePath: string;
}) {
  const { t } = useTranslation();
  const { prev, next } = adjacentLectures(items, currentId);
  return (
    <nav className="learn-steps" aria-label={t('learning.lectureNav')}>
      {prev ? (
        <Button component={Link} to={learnHref(coursePath, prev.lectures_id)} variant="default" data-testid="prev-lecture">
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
}: { item: PlaylistItem; owner: boolean } & LectureProgress) {
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
