import './course.css';
import type { ReactNode } from 'react';
import type { CourseDetail } from '@rian/contracts/catalogue';
import { VideoPreview } from '../../../../components/VideoPreview.tsx';
import { localized } from '../../../../lib/format.ts';
import { useLang } from '../../../../lib/use-lang.ts';
import { CourseContent } from './CourseContent.tsx';
import { CourseDescription } from './CourseDescription.tsx';
import { CourseFacts } from './CourseFacts.tsx';
import { CourseHeader } from './CourseHeader.tsx';
import { CourseTeachers } from './CourseTeachers.tsx';
import { HowToBuy } from './HowToBuy.tsx';
import { L4_ANCHORS, PricingSection, QuestionsSection, RegistrationBar } from './Layout4Parts.tsx';
import { PlansSummary } from './PlansSummary.tsx';
import { PurchasePanel } from './PurchasePanel.tsx';
import { RelatedCourses } from './RelatedCourses.tsx';

export interface CourseDetailViewProps {
  course: CourseDetail;
  /** How-to-buy text when the site enables it, else null. */
  howToBuy: string | null;
  contact: { email: string | null; tel: string | null };
  /** Layout four's embedded checkout, composed by app/ (the checkout is another feature). */
  renderCheckout: (course: CourseDetail) => ReactNode;
}

function Preview({ course }: { course: CourseDetail }) {
  const lang = useLang();
  const title = localized(course.title, course.title_en, lang);
  return <VideoPreview src={course.preview.videoUrl} poster={course.preview.pictureUrl} title={title} />;
}

/** Everything below the purchase block that every layout shows, in reading order. */
function Details({ course, howToBuy }: Pick<CourseDetailViewProps, 'course' | 'howToBuy'>) {
  return (
    <>
      <CourseFacts course={course} />
      <CourseDescription course={course} />
      <CourseContent course={course} />
      <CourseTeachers course={course} />
      {howToBuy ? <HowToBuy description={howToBuy} /> : null}
    </>
  );
}

/** Default layout: one column, the video in the hero, a plans summary with a register button. */
function DefaultLayout({ course, howToBuy }: CourseDetailViewProps) {
  return (
    <div className="page course-page course-page--default" data-layout="default" data-testid="course-layout-default">
      <div className="narrow">
        <CourseHeader course={course} />
        <Preview course={course} />
        <PlansSummary course={course} />
        <Details course={course} howToBuy={howToBuy} />
      </div>
      <RelatedCourses course={course} />
    </div>
  );
}

/** Layouts 1 and 3: a head block, the side purchase panel (spec §2), then the details. */
function TwoColumns({ course, howToBuy, head }: Pick<CourseDetailViewProps, 'course' | 'howToBuy'> & { head: ReactNode }) {
  return (
    <div className="two-col">
      <div className="two-col__head">{head}</div>
      <aside className="two-col__aside">
        <PurchasePanel course={course} />
      </aside>
      <div className="two-col__main">
        <Details course={course} howToBuy={howToBuy} />
      </div>
    </div>
  );
}

/**
 * Layouts 1 and 3: a full-width band (`.l1-stage`, `.l3-banner`) over the two columns.
 * Layout 1: the video across the top on a dark band, then content and a sticky side panel.
 * Layout 3: a title banner, then two columns with the video inside the left one.
 */
function BandLayout({ course, howToBuy, layout }: Pick<CourseDetailViewProps, 'course' | 'howToBuy'> & { layout: '1' | '3' }) {
  const bandClass = layout === '1' ? 'l1-stage' : 'l3-banner';
  const video = <Preview course={course} />;
  const band = layout === '1' ? video : <CourseHeader course={course} tone="dark" />;
  const head = layout === '1' ? <CourseHeader course={course} /> : video;
  return (
    <div className={`course-page course-page--l${layout}`} data-layout={layout} data-testid={`course-layout-${layout}`}>
      <div className={bandClass}>
        <div className={`${bandClass}__inner`}>{band}</div>
      </div>
      <div className="page">
        <TwoColumns course={course} howToBuy={howToBuy} head={head} />
        <RelatedCourses course={course} />
      </div>
    </div>
  );
}

/** Layout 4: registration bar with anchors, sections in order, the embedded checkout (spec §2). */
function Layout4({ course, howToBuy, contact, renderCheckout }: CourseDetailViewProps) {
  return (
    <div className="course-page course-page--l4" data-layout="4" data-testid="course-layout-4">
      <RegistrationBar course={course} showHowToBuy={howToBuy !== null} />
      <div className="page">
        <div className="l4-hero">
          <div className="l4-hero__text">
            <CourseHeader course={course} />
          </div>
          <div className="l4-hero__media">
            <Preview course={course} />
          </div>
        </div>
        <div id={L4_ANCHORS.detail} className="l4-block" tabIndex={-1}>
          <CourseFacts course={course} />
          <CourseDescription course={course} />
        </div>
        <div id={L4_ANCHORS.content} className="l4-block" tabIndex={-1}>
          <CourseContent course={course} />
        </div>
        {/* spec §2: the pricing section holds the purchase-without-registration checkout, its
            contact (registration) form and log-in form included. */}
        <PricingSection course={course} checkout={renderCheckout(course)} />
        {howToBuy ? (
          <div id={L4_ANCHORS.howToBuy} className="l4-block" tabIndex={-1}>
            <HowToBuy description={howToBuy} />
          </div>
        ) : null}
        <CourseTeachers course={course} />
        <QuestionsSection email={contact.email} tel={contact.tel} />
        <RelatedCourses course={course} />
      </div>
    </div>
  );
}

/** The course page in the layout the server resolved (spec §2: site setting or per-course). */
export function CourseDetailView(props: CourseDetailViewProps) {
  switch (props.course.layout) {
    case '1':
    case '3':
      return <BandLayout {...props} layout={props.course.layout} />;
    case '4':
      return <Layout4 {...props} />;
    default:
      return <DefaultLayout {...props} />;
  }
}
