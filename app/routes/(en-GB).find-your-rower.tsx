import {data, Form, useNavigation} from 'react-router';
import {QUIZ_PAGE_QUERY} from '~/graphql/cms/quizContent';
import {parseQuizContent, parseQuizSubmission, recommend} from '~/modules/Quiz/quizForm';
import {readFormFields} from '~/lib/formData.server';
import {rateLimit, RATE_LIMITED_MESSAGE} from '~/lib/security/rateLimit.server';
import {cmsPageMeta, cmsSeo} from '~/lib/seo/seo';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {button} from '~/styles/button';
import {CmsImage} from '~/modules/shared/CmsImage';
import {ProductPrice} from '~/modules/shared/ProductPrice';
import * as shared from '~/modules/shared/shared.css';
import * as styles from '~/modules/Quiz/Quiz.css';
import type {Route} from './+types/(en-GB).find-your-rower';
import {routeOwnHeaders} from '~/lib/routeHeaders';

/** Its Retry-After and Cache-Control through the data transport too (routeOwnHeaders). */
export const headers = routeOwnHeaders;

const SLUG = 'find-your-rower';

export const meta: Route.MetaFunction = (args) =>
  cmsPageMeta(args, ({page}) =>
    cmsSeo(page.seo, {title: page.title ?? 'Find your rower', description: page.description}),
  );

async function loadQuiz(context: Route.LoaderArgs['context']) {
  const result = await context.cms.query(QUIZ_PAGE_QUERY, {variables: {slug: SLUG}});
  const page = result.quizPageCollection?.items[0];
  const quiz = page ? parseQuizContent(page.questions) : null;
  // A quiz without its form id or last question cannot be checked: no page.
  if (!page?.formId || !page.lastQuestionReferenceId || !quiz) return null;
  return {page: {...page, formId: page.formId, lastQuestionReferenceId: page.lastQuestionReferenceId}, quiz};
}

/** The quiz (rules:content-fields quiz page): its questions from the CMS. */
export async function loader({context, request}: Route.LoaderArgs) {
  const loaded = await loadQuiz(context);
  if (!loaded) throw new Response(`${new URL(request.url).pathname} not found`, {status: 404});
  const {page, quiz} = loaded;
  return {
    page: {
      title: page.title,
      description: page.description,
      formId: page.formId,
      backgroundImage: page.backgroundImage,
      seo: page.seo,
    },
    questions: quiz.questions.map((question) => ({
      id: question.id,
      question: question.question,
      answers: question.answers.map((answer) => ({id: answer.id, label: answer.label})),
    })),
    origin: new URL(request.url).origin,
    locale: context.locale,
  };
}

/**
 * The answers, checked with a schema (rules:habit-schema-at-every-boundary): every question answered,
 * the last one (lastQuestionReferenceId) included, the quiz's own formId.
 * Bad input answers 400 with the questions to fix; a complete quiz answers
 * the recommended rower with a link to its PDP.
 */
export async function action({context, request}: Route.ActionArgs) {
  const limited = await rateLimit(request, context, 'find-your-rower');
  if (limited)
    return data(
      {
        ok: false as const,
        errors: {} as Record<string, string>,
        formError: RATE_LIMITED_MESSAGE,
        answers: {} as Record<string, string>,
      },
      {status: 429, headers: limited.headers},
    );
  const loaded = await loadQuiz(context);
  if (!loaded) throw new Response('Quiz not found', {status: 404});
  const {page, quiz} = loaded;
  const read = await readFormFields(request);
  if (!read.ok)
    return data(
      {
        ok: false as const,
        errors: {} as Record<string, string>,
        formError: read.message,
        answers: {} as Record<string, string>,
      },
      {status: read.status},
    );
  const form = read.fields;
  const parsed = parseQuizSubmission(form, quiz, {
    formId: page.formId,
    lastQuestionReferenceId: page.lastQuestionReferenceId,
  });
  if (!parsed.ok)
    return data(
      {ok: false as const, errors: parsed.errors, formError: parsed.formError ?? null, answers: form},
      {status: 400},
    );
  const {rower} = recommend(quiz, parsed.answers);
  const result = quiz.results[rower];
  if (!result) throw new Response('Quiz result missing', {status: 500});
  const product =
    page.resultProductsCollection?.items.find((item) => item?.shopifyHandle === result.productHandle) ?? null;
  return data({
    ok: true as const,
    result: {...result, image: product?.thumbnail ?? null, price: product?.pdpPrice ?? null},
  });
}

export default function FindYourRower({loaderData, actionData}: Route.ComponentProps) {
  const {page, questions} = loaderData;
  const busy = useNavigation().state === 'submitting';
  const errors = actionData && !actionData.ok ? actionData.errors : {};
  const chosen = actionData && !actionData.ok ? actionData.answers : {};
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.h1}>{page.title}</h1>
        {page.description ? <p className={shared.subtitle}>{page.description}</p> : null}
      </header>
      {actionData?.ok ? (
        <section className={styles.result} aria-labelledby="quiz-result" data-testid="quiz-result">
          <p className={shared.eyebrow}>Your rower</p>
          <h2 id="quiz-result" className={shared.title} tabIndex={-1} ref={(node) => node?.focus()}>
            {actionData.result.title}
          </h2>
          <CmsImage asset={actionData.result.image} width={800} sizes="(width <= 768px) 100vw, 480px" alt="" />
          <p>{actionData.result.copy}</p>
          <ProductPrice full={actionData.result.price} />
          <div className={shared.ctaRow}>
            <LocaleLink className={button({variant: 'PRIMARY'})} to={actionData.result.path}>
              See the {actionData.result.title.replace(/^The /, '')}
            </LocaleLink>
            <LocaleLink className={button({variant: 'SECONDARY_OUTLINE'})} to="/compare">
              Compare all three
            </LocaleLink>
          </div>
          <Form method="get" className={styles.restart}>
            <button type="submit" className={`${shared.textLink} ${styles.restartButton}`}>
              Start again
            </button>
          </Form>
        </section>
      ) : (
        <Form
          method="post"
          className={styles.form}
          noValidate
          aria-describedby={actionData?.ok === false ? 'quiz-errors' : undefined}
        >
          <input type="hidden" name="formId" value={page.formId} />
          {actionData?.ok === false ? (
            <p id="quiz-errors" role="alert" className={shared.error}>
              {actionData.formError ?? `Answer every question to see your rower (${Object.keys(errors).length} to go).`}
            </p>
          ) : null}
          <ol className={styles.questions}>
            {questions.map((question, index) => (
              <li key={question.id}>
                <fieldset
                  className={styles.fieldset}
                  aria-describedby={errors[question.id] ? `${question.id}-error` : undefined}
                >
                  <legend className={styles.legend}>
                    <span className={styles.number}>{index + 1}</span> {question.question}
                  </legend>
                  {errors[question.id] ? (
                    <p id={`${question.id}-error`} className={shared.error}>
                      {errors[question.id]}
                    </p>
                  ) : null}
                  <div className={styles.options}>
                    {question.answers.map((answer) => (
                      <label key={answer.id} className={styles.option}>
                        <input
                          type="radio"
                          name={question.id}
                          value={answer.id}
                          defaultChecked={chosen[question.id] === answer.id}
                          required
                        />
                        <span>{answer.label}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <button type="submit" className={button({variant: 'PRIMARY'})} disabled={busy}>
            {busy ? 'Finding your rower…' : 'See my rower'}
          </button>
        </Form>
      )}
    </div>
  );
}
