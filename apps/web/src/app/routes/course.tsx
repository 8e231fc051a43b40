import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseIdSlug } from '@rian/domain/course-url';
import type { CourseDetail } from '@rian/contracts/catalogue';
import { courseDetailQuery, coursePreviewQuery } from '../../lib/courses-api.ts';
import { howToBuyQuery } from '../../features/catalog/api/how-to-buy.ts';
import { CourseDetailView } from '../../features/catalog/components/course/CourseDetailView.tsx';
import { findPlan } from '../../lib/purchase-state.ts';
import { useSiteSettings } from '../../lib/use-site-settings.ts';
import { LoadingNotice } from '../../components/LoadingNotice.tsx';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { AwaitingPaymentNotice } from '../../components/AwaitingPaymentNotice.tsx';
import { isNotFound } from '../../lib/api-client.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { localized } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useTrackViewItem } from '../../lib/use-track-view-item.ts';
import type { AnalyticsItem } from '../../lib/analytics.ts';
import { NotFoundPage } from '../not-found-page.tsx';
import { LazyLearningPlayer } from '../../features/learning/components/LazyLearningPlayer.tsx';
import { LazyCourseCheckout } from '../../features/checkout/components/LazyCourseCheckout.tsx';
import { lazyWithMantine } from '../../components/mantine/lazy-with-mantine.ts';

// The checkout is built with Mantine, which comes with it (decision 031).
const CourseCheckout = lazyWithMantine(() => import('../ComposedCourseCheckout.tsx').then((m) => m.ComposedCourseCheckout));

/** Layout four's embedded checkout, fetched when its section comes near (spec §2). */
function renderCheckout(course: CourseDetail) {
  return (
    <LazyCourseCheckout>
      <CourseCheckout course={course} />
    </LazyCourseCheckout>
  );
}

/** /course/{id}-{slug}: spec §2, the id is the part before the first dash. */
export function Component() {
  const { idSlug = '' } = useParams();
  const [params] = useSearchParams();
  const id = parseIdSlug(idSlug);
  if (id === null) return <NotFoundPage />;
  // spec §2: with ?learn=true the video playlist player opens instead (a chunk of its own).
  if (params.get('learn') === 'true') return <LazyLearningPlayer key={id} courseId={id} coursePath={`/course/${idSlug}`} />;
  // An administrator's preview (the editor's link): the page as a visitor would see it, any state.
  return <CoursePage key={id} id={id} preview={params.get('preview') === '1'} />;
}

function viewItem(course: CourseDetail): AnalyticsItem {
  const plan = findPlan(course, course.default_plan_id) ?? course.priceDetail[0];
  return {
    item_id: String(course.id),
    item_name: course.title,
    price: plan?.price ?? 0,
    ...(course.category ? { item_category: course.category.name } : {}),
  };
}

function CoursePage({ id, preview }: { id: number; preview: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const settings = useSiteSettings();
  const published = useQuery({ ...courseDetailQuery(id), enabled: !preview });
  const previewed = useQuery({ ...coursePreviewQuery(id), enabled: preview });
  const detail = preview ? previewed : published;
  const course = detail.data?.data;
  const howToBuyEnabled = settings?.is_enable_howtobuy === 1;
  const howToBuy = useQuery({ ...howToBuyQuery(), enabled: howToBuyEnabled && course !== undefined });
  const howToBuyText =
    howToBuy.data && howToBuy.data.data.is_enable_howtobuy === 1 && howToBuy.data.data.description.trim()
      ? howToBuy.data.data.description
      : null;

  useDocumentMeta(
    course && localized(course.meta.title, course.meta.title_en, lang),
    course && localized(course.meta.description, course.meta.description_en, lang),
  );
  useTrackViewItem(course && !preview ? `course:${course.id}` : null, 'THB', course && !preview ? viewItem(course) : null);

  if (detail.isError) {
    if (isNotFound(detail.error)) return <NotFoundPage title={t('course.notFoundTitle')} />;
    return <ErrorNotice message={t('app.loadError')} retryLabel={t('app.retry')} onRetry={() => void detail.refetch()} />;
  }
  // spec §2: a loading notice shows while the course is empty.
  if (!course) return <LoadingNotice testId="course-loading">{t('course.loading')}</LoadingNotice>;

  return (
    <>
      {preview ? (
        <p className="preview-banner" role="status" data-testid="preview-banner">
          {t('course.previewBanner')}
        </p>
      ) : null}
      {/* The signed-in buyer's own orders come from a private call: the course stays cacheable. */}
      {preview ? null : <AwaitingPaymentNotice courseId={course.id} className="course-awaiting" />}
      <CourseDetailView
        course={course}
        howToBuy={howToBuyEnabled ? howToBuyText : null}
        contact={{ email: settings?.contact_email ?? null, tel: settings?.contact_tel ?? null }}
        renderCheckout={renderCheckout}
      />
    </>
  );
}
