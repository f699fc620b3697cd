import {z} from 'zod';

/**
 * The rower quiz (rules:content-fields quiz page: formId, lastQuestionReferenceId): the
 * CMS's questions, the shopper's answers checked with a schema, and the
 * recommendation: the rower with the highest total score, ties broken by
 * the CMS's order.
 */

const Scores = z.object({pro: z.number(), wave: z.number(), vista: z.number()});
export type RowerKey = keyof z.infer<typeof Scores>;

export const QuizContentSchema = z.object({
  questions: z
    .array(
      z.object({
        id: z.string().min(1),
        question: z.string().min(1),
        answers: z.array(z.object({id: z.string().min(1), label: z.string().min(1), scores: Scores})).min(2),
      }),
    )
    .min(1),
  results: z.record(
    z.enum(['pro', 'wave', 'vista']),
    z.object({title: z.string(), copy: z.string(), productHandle: z.string(), path: z.string().startsWith('/')}),
  ),
  tieBreak: z.array(z.enum(['pro', 'wave', 'vista'])).min(1),
});
export type QuizContent = z.infer<typeof QuizContentSchema>;

/** The CMS's JSON as quiz content, or null when it is malformed (the page then 404s rather than half-working). */
export function parseQuizContent(value: unknown): QuizContent | null {
  const result = QuizContentSchema.safeParse(value);
  return result.success ? result.data : null;
}

export type QuizAnswers = Record<string, string>;

/**
 * The submitted form: the quiz's formId, and for every question one of its
 * answers; the last question (lastQuestionReferenceId) must be among them,
 * so a half-finished quiz is refused. Errors name the unanswered questions.
 */
export function parseQuizSubmission(
  form: Record<string, unknown>,
  quiz: QuizContent,
  expected: {formId: string; lastQuestionReferenceId: string},
): {ok: true; answers: QuizAnswers} | {ok: false; errors: Record<string, string>; formError?: string} {
  const shape: Record<string, z.ZodType<string>> = {
    formId: z.literal(expected.formId, {message: 'This form is out of date. Reload the page and try again.'}),
  };
  for (const question of quiz.questions) {
    const ids = question.answers.map((answer) => answer.id) as [string, ...string[]];
    shape[question.id] = z.enum(ids, {message: 'Choose an answer.'});
  }
  const result = z.object(shape).safeParse(form);
  if (!result.success) {
    const errors: Record<string, string> = {};
    let formError: string | undefined;
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key === 'formId') formError = issue.message;
      else if (key && !errors[key]) errors[key] = issue.message;
    }
    return {ok: false, errors, ...(formError ? {formError} : {})};
  }
  const {formId: _formId, ...answers} = result.data;
  if (!(expected.lastQuestionReferenceId in answers))
    return {ok: false, errors: {[expected.lastQuestionReferenceId]: 'Choose an answer.'}};
  return {ok: true, answers};
}

/** The recommended rower and the totals: the highest total wins; a tie goes to the first in tieBreak. */
export function recommend(
  quiz: QuizContent,
  answers: QuizAnswers,
): {rower: RowerKey; totals: Record<RowerKey, number>} {
  const totals: Record<RowerKey, number> = {pro: 0, wave: 0, vista: 0};
  for (const question of quiz.questions) {
    const answer = question.answers.find((candidate) => candidate.id === answers[question.id]);
    if (!answer) continue;
    for (const key of Object.keys(totals) as RowerKey[]) totals[key] += answer.scores[key];
  }
  const best = Math.max(...Object.values(totals));
  const order: RowerKey[] = [...quiz.tieBreak, 'pro', 'wave', 'vista'];
  const rower = order.find((key) => totals[key] === best) ?? 'pro';
  return {rower, totals};
}
