// spec §2: layouts 1, 3, 4 and a default, chosen by a site setting or a per-course setting.
export const COURSE_LAYOUTS = ['default', '1', '3', '4'] as const;
export type CourseLayout = (typeof COURSE_LAYOUTS)[number];

export function isCourseLayout(v: unknown): v is CourseLayout {
  return typeof v === 'string' && (COURSE_LAYOUTS as readonly string[]).includes(v);
}

/** The course's own setting wins; otherwise the site's; anything unknown falls back to default. */
export function resolveCourseLayout(
  courseLayout: string | null | undefined,
  siteLayout: string | null | undefined,
): CourseLayout {
  if (isCourseLayout(courseLayout)) return courseLayout;
  if (isCourseLayout(siteLayout)) return siteLayout;
  return 'default';
}

/** Layouts 1 and 3 show the side purchase panel; layout 4 embeds registration (spec §2). */
export function hasSidePurchasePanel(layout: CourseLayout): boolean {
  return layout === '1' || layout === '3';
}
