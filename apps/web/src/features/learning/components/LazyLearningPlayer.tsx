// The player as its own chunk: the course page's first load carries only this wrapper
// (architecture.md performance budget); hls.js is a further chunk, loaded only for HLS lectures.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';
import { lazyWithMantine } from '../../../components/mantine/lazy-with-mantine.ts';
import type { LearningPlayerProps } from './LearningPlayer.tsx';

const LearningPlayer = lazyWithMantine(() => import('./LearningPlayer.tsx').then((m) => m.LearningPlayer));

export function LazyLearningPlayer(props: LearningPlayerProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="page">
          <LoadingNotice testId="learning-loading">{t('app.loading')}</LoadingNotice>
        </div>
      }
    >
      <LearningPlayer {...props} />
    </Suspense>
  );
}
