import { describe, expect, it } from 'vitest';
import type { AdminQuiz } from '@rian/contracts/admin/content';
import { blankQuestion, markCorrect, quizValues, toQuizSave, validateQuiz, type QuizValues } from './quiz-form-values.ts';

const quiz: AdminQuiz = {
  id: 3,
  course_id: 7,
  title: 'แบบทดสอบบทที่ 1',
  pass_percent: 70,
  questions: [
    {
      id: 11,
      text: 'Python เป็นภาษาอะไร',
      choices: [
        { id: 21, text: 'ภาษาโปรแกรม', is_correct: true },
        { id: 22, text: 'ภาษาพูด', is_correct: false },
      ],
    },
  ],
};

function filled(): QuizValues {
  const v = quizValues(null);
  v.title = 'แบบทดสอบใหม่';
  const q = v.questions[0]!;
  q.text = 'ข้อใดถูก';
  q.choices[0]!.text = 'ก';
  q.choices[1]!.text = 'ข';
  q.choices = markCorrect(q.choices, 1);
  return v;
}

describe('quiz form values', () => {
  it('round-trips a stored quiz to the body it saves', () => {
    expect(toQuizSave(quizValues(quiz))).toEqual({
      title: quiz.title,
      pass_percent: 70,
      questions: quiz.questions,
    });
  });

  it('a new quiz starts with one question of two choices, pass mark 60', () => {
    const v = quizValues(null);
    expect(v.pass_percent).toBe(60);
    expect(v.questions).toHaveLength(1);
    expect(v.questions[0]!.choices).toHaveLength(2);
    expect(new Set([v.questions[0]!.key, ...v.questions[0]!.choices.map((c) => c.key)]).size).toBe(3);
  });

  it('a whole quiz passes', () => {
    expect(validateQuiz(filled())).toEqual({});
  });

  it('refuses a pass mark out of 0–100 or empty, on its field', () => {
    expect(validateQuiz({ ...filled(), pass_percent: 150 })).toEqual({ pass_percent: 'range' });
    expect(validateQuiz({ ...filled(), pass_percent: -1 })).toEqual({ pass_percent: 'range' });
    expect(validateQuiz({ ...filled(), pass_percent: '' })).toMatchObject({ pass_percent: 'required' });
  });

  it('names the empty texts on their fields', () => {
    const v = filled();
    v.title = ' ';
    v.questions[0]!.text = '';
    v.questions[0]!.choices[1]!.text = '';
    expect(validateQuiz(v)).toEqual({
      title: 'required',
      'questions.0.text': 'required',
      'questions.0.choices.1.text': 'required',
    });
  });

  it('asks exactly one right choice per question', () => {
    const v = filled();
    v.questions.push(blankQuestion());
    const q = v.questions[1]!;
    q.text = 'ข้อสอง';
    q.choices.forEach((c) => (c.text = 'x'));
    expect(validateQuiz(v)).toEqual({ 'questions.1.choices': 'oneCorrect' });
    q.choices = markCorrect(q.choices, 0);
    expect(validateQuiz(v)).toEqual({});
  });

  it('keeps the contract’s choice count rule on the choices', () => {
    const v = filled();
    v.questions[0]!.choices = v.questions[0]!.choices.slice(0, 1);
    expect(validateQuiz(v)).toMatchObject({ 'questions.0.choices': 'tooFew' });
  });

  it('marks one choice right and the others not', () => {
    const v = filled();
    expect(markCorrect(v.questions[0]!.choices, 0).map((c) => c.is_correct)).toEqual([true, false]);
  });
});
