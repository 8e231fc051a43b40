// The parts of a course a copy takes along (spec §3 course detail): its plans, page tabs, sections and
// lectures, and for each quiz or homework lecture a copy of its own quiz or homework, so editing the
// copy's questions never changes the original's.
import { asc, eq, inArray } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { Tx } from '../audit/record-audit.ts';

const { pricingPlans, catalogueTabs, sections, lectures, quizzes, quizQuestions, quizChoices, homeworks } = schema;

export async function copyPlans(tx: Tx, from: number, to: number): Promise<void> {
  const plans = await tx.select().from(pricingPlans).where(eq(pricingPlans.course_id, from)).orderBy(asc(pricingPlans.id));
  if (plans.length) await tx.insert(pricingPlans).values(plans.map(({ id: _id, ...p }) => ({ ...p, course_id: to })));
}

export async function copyTabs(tx: Tx, from: number, to: number): Promise<void> {
  const tabs = await tx.select().from(catalogueTabs).where(eq(catalogueTabs.course_id, from)).orderBy(asc(catalogueTabs.id));
  if (tabs.length) await tx.insert(catalogueTabs).values(tabs.map(({ id: _id, ...tab }) => ({ ...tab, course_id: to })));
}

async function copyQuiz(tx: Tx, quizId: number, to: number): Promise<number> {
  const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, quizId));
  const { id: _id, created_at: _at, ...fields } = quiz!;
  const [made] = await tx
    .insert(quizzes)
    .values({ ...fields, course_id: to })
    .returning({ id: quizzes.id });
  const questions = await tx.select().from(quizQuestions).where(eq(quizQuestions.quiz_id, quizId)).orderBy(asc(quizQuestions.id));
  for (const { id: questionId, ...q } of questions) {
    const [question] = await tx
      .insert(quizQuestions)
      .values({ ...q, quiz_id: made!.id })
      .returning({ id: quizQuestions.id });
    const choices = await tx
      .select()
      .from(quizChoices)
      .where(eq(quizChoices.question_id, questionId))
      .orderBy(asc(quizChoices.id));
    if (choices.length) {
      await tx.insert(quizChoices).values(choices.map(({ id: _c, ...c }) => ({ ...c, question_id: question!.id })));
    }
  }
  return made!.id;
}

async function copyHomeworks(tx: Tx, ids: number[], to: number): Promise<Map<number, number>> {
  const copied = new Map<number, number>();
  if (!ids.length) return copied;
  const rows = await tx.select().from(homeworks).where(inArray(homeworks.id, ids));
  for (const { id, created_at: _at, ...h } of rows) {
    const [made] = await tx
      .insert(homeworks)
      .values({ ...h, course_id: to })
      .returning({ id: homeworks.id });
    copied.set(id, made!.id);
  }
  return copied;
}

/** Copies the outline of course `from` into course `to`, each quiz and homework once. */
export async function copyOutline(tx: Tx, from: number, to: number): Promise<void> {
  const sectionRows = await tx.select().from(sections).where(eq(sections.course_id, from)).orderBy(asc(sections.id));
  const lectureRows = await tx.select().from(lectures).where(eq(lectures.course_id, from)).orderBy(asc(lectures.id));
  const quizCopies = new Map<number, number>();
  for (const quizId of new Set(lectureRows.map((l) => l.quiz_id).filter((q): q is number => q !== null))) {
    quizCopies.set(quizId, await copyQuiz(tx, quizId, to));
  }
  const homeworkIds = [...new Set(lectureRows.map((l) => l.homework_id).filter((h): h is number => h !== null))];
  const homeworkCopies = await copyHomeworks(tx, homeworkIds, to);
  for (const { id: sectionId, ...s } of sectionRows) {
    const [section] = await tx
      .insert(sections)
      .values({ ...s, course_id: to })
      .returning({ id: sections.id });
    const own = lectureRows.filter((l) => l.section_id === sectionId);
    if (!own.length) continue;
    await tx.insert(lectures).values(
      own.map(({ id: _id, ...l }) => ({
        ...l,
        course_id: to,
        section_id: section!.id,
        quiz_id: l.quiz_id === null ? null : (quizCopies.get(l.quiz_id) ?? null),
        homework_id: l.homework_id === null ? null : (homeworkCopies.get(l.homework_id) ?? null),
      })),
    );
  }
}
