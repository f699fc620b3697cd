import {lazySection} from '~/lib/lazy/lazySection';
import {data, type ShouldRevalidateFunction} from 'react-router';
import {loadFlexiblePage} from '~/lib/content/flexiblePage.server';
import {parseBookingForm} from '~/modules/CoachingScheduler/bookingForm';
import {groupSlotsByDay, slotParts, zoneLabel} from '~/modules/CoachingScheduler/slotTimes';
import {readFormFields} from '~/lib/formData.server';
import {rateLimit, RATE_LIMITED_MESSAGE} from '~/lib/security/rateLimit.server';
import {cmsPageMeta, cmsSeo} from '~/lib/seo/seo';
import {createBooking, fetchSlots} from '~/lib/services.server';
import type {SchedulerResult, SchedulerState} from '~/modules/CoachingScheduler/CoachingScheduler';
import {ModuleList} from '~/modules/ModuleRenderer';
import type {ModuleCoachingScheduler, PageModule} from '~/modules/types';
import type {Route} from './+types/(en-GB).schedule.personal-coaching';
import {routeOwnHeaders} from '~/lib/routeHeaders';

/** Its Retry-After and Cache-Control through the data transport too (routeOwnHeaders). */
export const headers = routeOwnHeaders;

const SLUG = 'schedule/personal-coaching';

// Its own chunk (with the rich text renderer), so the route's first load stays small.
const LazyScheduler = lazySection(() => import('~/modules/CoachingScheduler/CoachingScheduler'), {
  name: 'CoachingScheduler',
});

export const meta: Route.MetaFunction = (args) =>
  cmsPageMeta(args, (data) => cmsSeo(data.page.seo, {title: 'Book a coaching session | Keel'}));

/** A slot someone else has just taken (409): reload the slots so it disappears from the list. */
export const shouldRevalidate: ShouldRevalidateFunction = ({actionStatus, defaultShouldRevalidate}) =>
  actionStatus === 409 ? true : defaultShouldRevalidate;

const isScheduler = (module: PageModule): module is ModuleCoachingScheduler =>
  module.__typename === 'ModuleCoachingScheduler';

async function loadPage(context: Route.LoaderArgs['context'], request: Request) {
  const page = await loadFlexiblePage(context, SLUG, request);
  const scheduler = page?.modules.map((entry) => entry.module).find(isScheduler);
  if (!page || !scheduler) throw new Response(`${new URL(request.url).pathname} not found`, {status: 404});
  const coaches = (scheduler.coachesCollection?.items ?? []).flatMap((coach) =>
    coach?.slug && coach.name ? [{slug: coach.slug, name: coach.name, timeZone: coach.timeZone ?? 'UTC'}] : [],
  );
  return {page, scheduler, coaches};
}

/**
 * /schedule/personal-coaching: the flexible page whose scheduler module lists
 * the coaches; ?coach= picks one, whose open slots come from the coaching
 * service (never cached) and read in the coach's time zone.
 */
export async function loader({context, request}: Route.LoaderArgs) {
  const {page, scheduler, coaches} = await loadPage(context, request);
  const wanted = new URL(request.url).searchParams.get('coach');
  const coach = coaches.find((candidate) => candidate.slug === wanted) ?? null;
  let state: SchedulerState = {coach: null, localeCode: context.locale.code, days: null, unavailable: false};
  if (coach) {
    const slots = await fetchSlots(context.env.COACHING_API_URL, coach.slug, scheduler.bookingWindowDays ?? 21);
    state = {
      ...state,
      coach: {slug: coach.slug, name: coach.name, zone: zoneLabel(coach.timeZone)},
      days: slots
        ? groupSlotsByDay(
            slots.slots.map((slot) => slot.start),
            coach.timeZone,
            context.locale.code,
          )
        : null,
      unavailable: !slots,
    };
  }
  return {page, state, now: Date.now(), origin: new URL(request.url).origin, locale: context.locale};
}

/**
 * A booking (rules:habit-schema-at-every-boundary): the form checked with zod (400 naming the fields), then
 * the coaching service: a slot just taken answers 409 with a message the page
 * shows; an unknown coach or time, 404 or 422.
 */
export async function action({context, request}: Route.ActionArgs) {
  const limited = await rateLimit(request, context, 'coaching-booking');
  if (limited)
    return data<SchedulerResult>(
      {ok: false, error: RATE_LIMITED_MESSAGE, errors: {}, values: {}},
      {status: 429, headers: limited.headers},
    );
  const {coaches} = await loadPage(context, request);
  const form = await readFormFields(request);
  if (!form.ok)
    return data<SchedulerResult>({ok: false, error: form.message, errors: {}, values: {}}, {status: form.status});
  const values = form.fields;
  const parsed = parseBookingForm(values);
  if (!parsed.ok) {
    return data<SchedulerResult>(
      {ok: false, error: 'Check the highlighted fields.', errors: parsed.errors, values},
      {status: 400},
    );
  }
  const coach = coaches.find((candidate) => candidate.slug === parsed.data.coach);
  if (!coach)
    return data<SchedulerResult>(
      {ok: false, error: 'Choose one of our coaches.', errors: {coach: 'Choose a coach.'}, values},
      {status: 404},
    );
  const answer = await createBooking(context.env.COACHING_API_URL, parsed.data);
  if (!answer.ok) {
    const status = answer.status >= 400 && answer.status < 600 ? answer.status : 502;
    return data<SchedulerResult>(
      {ok: false, error: answer.error, errors: {}, values: {...values, start: ''}},
      {status},
    );
  }
  // In the shopper's time zone when the browser sent it, else the coach's; always named.
  const zone = parsed.data.timeZone ?? coach.timeZone;
  const when = slotParts(answer.booking.start, zone, context.locale.code);
  return data<SchedulerResult>({
    ok: true,
    coachName: coach.name,
    when: `${when.day} at ${when.time}, ${zoneLabel(zone)}`,
  });
}

export default function SchedulePersonalCoaching({loaderData, actionData}: Route.ComponentProps) {
  const {page, state, now} = loaderData;
  return (
    <ModuleList
      modules={page.modules}
      now={now}
      slots={{
        ModuleCoachingScheduler: (module) =>
          isScheduler(module) ? <LazyScheduler module={module} state={state} result={actionData} /> : null,
      }}
    />
  );
}
