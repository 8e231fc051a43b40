// Every back-office call (/private/admin/…) refuses a visitor (401), a student and an instructor
// (403), and lets an administrator through: the permission matrix, held for each registered route so
// a route added without its guard fails here. Course content is the exception for instructors: one
// who teaches the course gets through, one who does not gets 403, like everyone else; any instructor
// may upload (a lecture's video).
import { describe, expect, it } from 'vitest';
import { schema } from '@rian/db';
import { aCourse, aHomework, anAdmin, anInstructor, aQuiz, aSection, aStudent, aTeacher } from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';

const t = useTestApp({ seed: 'defaults' });

/** A concrete URL for a route pattern: ids become 1. */
const concrete = (url: string) => url.replace(/:[a-zA-Z_]+/g, '1');

type ContentEntity = 'course' | 'section' | 'lecture' | 'quiz' | 'homework' | 'submission';

/**
 * What a course-content route's `:id` names; 'list' for the routes every instructor may call (their
 * own courses' list, the resumable upload of their lectures' videos); null for every other admin route.
 */
function contentEntityOf(url: string): ContentEntity | 'list' | null {
  if (url === '/private/admin/content/courses' || url.startsWith('/private/admin/uploads/tus')) return 'list';
  if (/^\/private\/admin\/courses\/:id\/(sections|quizzes|homeworks)/.test(url)) return 'course';
  const m = /^\/private\/admin\/(sections|lectures|quizzes|homeworks|submissions)\/:id/.exec(url);
  const entities = {
    sections: 'section',
    lectures: 'lecture',
    quizzes: 'quiz',
    homeworks: 'homework',
    submissions: 'submission',
  } as const;
  return m ? entities[m[1] as keyof typeof entities] : null;
}

function adminRoutes() {
  const seen = new Set<string>();
  return t.app.rianRoutes
    .filter((r) => r.url.startsWith('/private/admin/'))
    .filter((r) => !seen.has(`${r.method} ${r.url}`) && seen.add(`${r.method} ${r.url}`));
}

describe('the back office permission matrix', () => {
  it('has admin routes to hold to it', () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(12);
    // The sales dashboard and its CSV (money figures) are held to it like every other route.
    expect(adminRoutes().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /private/admin/sales',
        'GET /private/admin/sales/export.csv',
        // The mail outbox (a mail's body) and the notice settings (the LINE token) are held to it too.
        'GET /private/admin/mails',
        'GET /private/admin/mails/:id',
        'POST /private/admin/mails/:id/resend',
        'GET /private/admin/notify',
        'PATCH /private/admin/notify',
        'GET /private/admin/notify/line-sandbox',
      ]),
    );
    // The academy's bank accounts, their QR preview and the bulk approval of transfer reports too.
    expect(adminRoutes().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /private/admin/bank-accounts',
        'POST /private/admin/bank-accounts',
        'PATCH /private/admin/bank-accounts/:id',
        'DELETE /private/admin/bank-accounts/:id',
        'PUT /private/admin/bank-accounts/order',
        'GET /private/admin/bank-accounts/promptpay-qr/:promptPayId',
        'POST /private/admin/payment-reports/approve',
        // The People page: the member list and page, and every action on an account.
        'GET /private/admin/users',
        'GET /private/admin/users/:id',
        'POST /private/admin/users/:id/access',
        'DELETE /private/admin/users/:id/access/:courseId',
        'PUT /private/admin/users/:id/role',
        'POST /private/admin/users/:id/disable',
        'POST /private/admin/users/:id/enable',
        'PUT /private/admin/users/:id/groups',
        'POST /private/admin/users/:id/password-reset',
      ]),
    );
    // An order's withholding-tax certificate (50 ทวิ): its file (personal data) and the decisions on it.
    expect(adminRoutes().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /private/admin/orders/:id/withholding-certificate/file',
        'POST /private/admin/orders/:id/withholding-certificate',
        'POST /private/admin/orders/:id/withholding-certificate/accept',
        'POST /private/admin/orders/:id/withholding-certificate/reject',
      ]),
    );
  });

  it('answers 401 PERMISSION_DENIED to a visitor and 403 FORBIDDEN to a student and an instructor on every admin route', async () => {
    const db = t.db.handle.db;
    const student = await aStudent(db);
    const instructor = await anInstructor(db);
    for (const route of adminRoutes()) {
      const method = route.method as 'GET';
      const url = concrete(route.url);
      const visitor = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect([route.method, route.url, visitor.statusCode, visitor.json().error?.code]).toEqual([
        route.method,
        route.url,
        401,
        'PERMISSION_DENIED',
      ]);
      for (const who of [student, instructor]) {
        if (who === instructor && contentEntityOf(route.url) === 'list') continue;
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie: who.cookie },
          payload: method === 'GET' ? undefined : {},
        });
        expect([route.method, route.url, res.statusCode, res.json().error?.code]).toEqual([
          route.method,
          route.url,
          403,
          'FORBIDDEN',
        ]);
      }
    }
  });

  it('lets an administrator through every admin list', async () => {
    const admin = await anAdmin(t.db.handle.db);
    for (const route of adminRoutes().filter((r) => r.method === 'GET' && !r.url.includes(':'))) {
      const res = await t.app.inject({ method: 'GET', url: route.url, headers: { cookie: admin.cookie } });
      expect([route.url, res.statusCode]).toEqual([route.url, 200]);
      // An export answers its file; every other list the JSON envelope.
      if (route.url.endsWith('.csv')) expect(res.headers['content-type']).toMatch(/^text\/csv/);
      else expect(res.json()).toMatchObject({ success: true });
    }
  });

  it('lets an instructor through the course-content routes of a course they teach, and nowhere else', async () => {
    const db = t.db.handle.db;
    const teacher = await anInstructor(db);
    const other = await anInstructor(db);
    const student = await aStudent(db);
    const course = await aCourse(db);
    await aTeacher(db, teacher, [course]);
    const { section, lectures } = await aSection(db, course, { lectures: [{ kind: 'document' }] });
    const quiz = await aQuiz(db, course);
    const homework = await aHomework(db, course);
    const [submission] = await db
      .insert(schema.homeworkSubmissions)
      .values({ homework_id: homework.id, user_id: student.id, file: 'access-matrix-hw.pdf' })
      .returning();
    const ids: Record<ContentEntity, number> = {
      course: course.id,
      section: section.id,
      lecture: lectures[0]!.id,
      quiz: quiz.id,
      homework: homework.id,
      submission: submission!.id,
    };
    // Deletions last, the lecture before its section, so every route still finds what it names.
    const rank = ['submission', 'lecture', 'quiz', 'homework', 'section', 'course'];
    const routes = adminRoutes()
      .map((r) => ({ ...r, entity: contentEntityOf(r.url) }))
      .sort(
        (a, b) =>
          Number(a.method === 'DELETE') - Number(b.method === 'DELETE') ||
          rank.indexOf(a.entity ?? '') - rank.indexOf(b.entity ?? ''),
      );
    for (const route of routes) {
      const method = route.method as 'GET';
      const url = route.url.replace(':id', String(route.entity && route.entity !== 'list' ? ids[route.entity] : course.id));
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const stranger = await t.app.inject({ method, url, headers: { cookie: other.cookie }, payload });
      const mine = await t.app.inject({ method, url, headers: { cookie: teacher.cookie }, payload });
      if (route.entity === null) {
        expect([route.method, route.url, mine.statusCode]).toEqual([route.method, route.url, 403]);
        continue;
      }
      if (route.entity !== 'list') expect([route.method, url, stranger.statusCode]).toEqual([route.method, url, 403]);
      expect([route.method, url, [401, 403].includes(mine.statusCode) || mine.statusCode >= 500]).toEqual([
        route.method,
        url,
        false,
      ]);
    }
  });
});
