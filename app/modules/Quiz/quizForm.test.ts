import {describe, expect, it} from 'vitest';
import {parseQuizContent, parseQuizSubmission, recommend, type QuizContent} from './quizForm';

const answer = (id: string, pro: number, wave: number, vista: number) => ({id, label: id, scores: {pro, wave, vista}});
const QUIZ: QuizContent = {
  questions: [
    {id: 'q1', question: 'Space?', answers: [answer('q1-small', 1, 3, 0), answer('q1-big', 2, 1, 3)]},
    {id: 'q2', question: 'Goal?', answers: [answer('q2-short', 2, 3, 1), answer('q2-view', 1, 1, 3)]},
  ],
  results: {
    pro: {title: 'Pro', copy: 'p', productHandle: 'keel-pro-rower', path: '/products/rowers/keel-pro-rower/'},
    wave: {title: 'Wave', copy: 'w', productHandle: 'keel-wave-rower', path: '/products/rowers/keel-wave-rower/'},
    vista: {title: 'Vista', copy: 'v', productHandle: 'keel-vista-rower', path: '/products/rowers/keel-vista-rower/'},
  },
  tieBreak: ['pro', 'wave', 'vista'],
};
const EXPECTED = {formId: 'quiz-1', lastQuestionReferenceId: 'q2'};

describe('recommend', () => {
  it('picks the rower with the highest total', () => {
    expect(recommend(QUIZ, {q1: 'q1-small', q2: 'q2-short'})).toEqual({
      rower: 'wave',
      totals: {pro: 3, wave: 6, vista: 1},
    });
    expect(recommend(QUIZ, {q1: 'q1-big', q2: 'q2-view'})).toEqual({
      rower: 'vista',
      totals: {pro: 3, wave: 2, vista: 6},
    });
  });

  it('breaks a tie in the CMS’s order', () => {
    const tied: QuizContent = {
      ...QUIZ,
      questions: [{id: 'q1', question: 'x', answers: [answer('a', 2, 2, 1), answer('b', 0, 0, 0)]}],
      tieBreak: ['wave', 'pro', 'vista'],
    };
    expect(recommend(tied, {q1: 'a'}).rower).toBe('wave');
  });
});

describe('parseQuizSubmission (zod)', () => {
  it('accepts one valid answer per question and the quiz’s formId', () => {
    expect(parseQuizSubmission({formId: 'quiz-1', q1: 'q1-small', q2: 'q2-view'}, QUIZ, EXPECTED)).toEqual({
      ok: true,
      answers: {q1: 'q1-small', q2: 'q2-view'},
    });
  });

  it('names the unanswered questions and refuses answers that belong to no question', () => {
    expect(parseQuizSubmission({formId: 'quiz-1', q1: 'q2-view'}, QUIZ, EXPECTED)).toEqual({
      ok: false,
      errors: {q1: 'Choose an answer.', q2: 'Choose an answer.'},
    });
  });

  it('refuses another form', () => {
    const result = parseQuizSubmission({formId: 'other', q1: 'q1-small', q2: 'q2-view'}, QUIZ, EXPECTED);
    expect(result).toEqual({
      ok: false,
      errors: {},
      formError: 'This form is out of date. Reload the page and try again.',
    });
  });
});

describe('parseQuizContent', () => {
  it('accepts well-formed content and refuses malformed JSON', () => {
    expect(parseQuizContent(QUIZ)).toEqual(QUIZ);
    expect(parseQuizContent({questions: []})).toBeNull();
    expect(parseQuizContent('quiz')).toBeNull();
  });
});
