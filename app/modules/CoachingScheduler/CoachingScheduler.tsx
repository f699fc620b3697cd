import type {Document} from '@contentful/rich-text-types';
import {type InputHTMLAttributes, useMemo} from 'react';
import {Form, useNavigation} from 'react-router';
import {FormField} from '~/components/FormField/FormField';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {RichText} from '~/components/RichText/RichText';
import {groupSlotsByDay, isTimeZone, zoneLabel} from '~/modules/CoachingScheduler/slotTimes';
import {useHydrated} from '~/lib/useHydrated';
import {button} from '~/styles/button';
import {CmsImage} from '../shared/CmsImage';
import * as shared from '../shared/shared.css';
import type {ModuleCoachingScheduler} from '../types';
import * as styles from './CoachingScheduler.css';
import {markHydrated} from '../shared/Section';

export interface SchedulerState {
  /** `zone`: the coach's time zone as people say it ('New York time'), which the server renders the slots in. */
  coach: {slug: string; name: string; zone: string} | null;
  localeCode: string;
  days: Array<{day: string; slots: Array<{start: string; time: string}>}> | null;
  /** The service could not list the slots. */
  unavailable: boolean;
}

export type SchedulerResult =
  | {ok: true; coachName: string; when: string}
  | {
      ok: false;
      error: string;
      errors: Partial<Record<'coach' | 'start' | 'name' | 'email', string>>;
      values: Record<string, string>;
    };

/** A required text field of the booking form, with the server's refusal under it, tied to it for screen readers. */
function Field({
  name,
  label,
  error,
  ...input
}: {name: string; label: string; error?: string} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField
      id={`booking-${name}`}
      label={label}
      error={error}
      classes={{field: styles.field, label: shared.label, error: shared.error}}
    >
      {(control) => <input name={name} required className={shared.input} {...control} {...input} />}
    </FormField>
  );
}

/** The browser's time zone, or null if it names none this runtime knows. */
function browserTimeZone(): string | null {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : null;
}

/**
 * The personal-coaching scheduler (/schedule/personal-coaching): choose a
 * coach, then one of their open slots (in the shopper's time zone once the
 * page runs, in the coach's as the server renders it, always labelled), give
 * a name and an e-mail address and book. A slot someone else has just taken
 * is refused (409) with a message; a booking ends in the CMS's confirmation.
 */
export function CoachingScheduler({
  module,
  state,
  result,
}: {
  module: ModuleCoachingScheduler;
  state: SchedulerState;
  result: SchedulerResult | undefined;
}) {
  const coaches = (module.coachesCollection?.items ?? []).filter((coach): coach is NonNullable<typeof coach> =>
    Boolean(coach?.slug && coach.name),
  );
  const submitting = useNavigation().state === 'submitting';
  const failed = result && !result.ok ? result : null;
  const value = (name: string) => failed?.values[name] ?? '';
  // The server cannot know the shopper's time zone: it renders the coach's, the browser then its own.
  const zone = useHydrated() ? browserTimeZone() : null;
  const days = useMemo(
    () =>
      zone && state.days
        ? groupSlotsByDay(
            state.days.flatMap((day) => day.slots.map((slot) => slot.start)),
            zone,
            state.localeCode,
          )
        : state.days,
    [zone, state.days, state.localeCode],
  );
  if (result?.ok) {
    return (
      <div className={styles.page}>
        <section className={styles.confirmation} aria-labelledby="booking-confirmed" data-testid="booking-confirmation">
          <h1 id="booking-confirmed" className={styles.h1} tabIndex={-1} ref={(node) => node?.focus()}>
            Your session is booked
          </h1>
          <p className={shared.subtitle}>
            {result.coachName}, {result.when}
          </p>
          {module.confirmationMessage ? <p>{module.confirmationMessage}</p> : null}
          <p>
            <LocaleLink className={shared.textLink} to="/schedule/personal-coaching">
              Book another session
            </LocaleLink>
          </p>
        </section>
      </div>
    );
  }
  return (
    <div ref={markHydrated} className={styles.page} data-module="coaching-scheduler">
      <header className={styles.intro}>
        <h1 className={styles.h1}>{module.title}</h1>
        <RichText document={module.description?.json as Document | undefined} />
      </header>
      <section aria-labelledby="choose-coach">
        <h2 id="choose-coach" className={styles.step}>
          1. Choose a coach
        </h2>
        <ul className={styles.coaches}>
          {coaches.map((coach) => (
            <li key={coach.sys.id} className={styles.coach} data-selected={state.coach?.slug === coach.slug}>
              <CmsImage asset={coach.photo} width={128} sizes="64px" alt="" className={styles.avatar} />
              <div>
                <LocaleLink
                  className={styles.coachLink}
                  to={`/schedule/personal-coaching?coach=${coach.slug}#choose-time`}
                  preventScrollReset
                  aria-current={state.coach?.slug === coach.slug ? 'true' : undefined}
                >
                  {coach.name}
                </LocaleLink>
                <p className={styles.coachMeta}>{coach.title}</p>
                {coach.specialties?.length ? <p className={styles.coachMeta}>{coach.specialties.join(' · ')}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
      {state.coach ? (
        <section aria-labelledby="choose-time-title" id="choose-time">
          <h2 id="choose-time-title" className={styles.step}>
            2. Choose a time with {state.coach.name}
          </h2>
          <p className={styles.coachMeta}>
            {zone ? `Times are in your time zone (${zoneLabel(zone)}).` : `Times are ${state.coach.zone}.`} Each session
            is {module.sessionLengthMinutes ?? 45} minutes on a video call.
          </p>
          {state.unavailable ? (
            <p role="alert" className={shared.error}>
              We could not load {state.coach.name}’s times. Please try again in a minute.
            </p>
          ) : !days?.length ? (
            <p>
              {state.coach.name} has no open times in the next {module.bookingWindowDays ?? 21} days. Choose another
              coach.
            </p>
          ) : (
            <Form
              method="post"
              className={styles.form}
              preventScrollReset
              noValidate
              aria-labelledby="choose-time-title"
            >
              <input type="hidden" name="coach" value={state.coach.slug} />
              <input type="hidden" name="timeZone" value={zone ?? ''} />
              {failed?.error ? (
                <p role="alert" className={shared.error} data-testid="booking-error">
                  {failed.error}
                </p>
              ) : null}
              <div className={styles.days}>
                {failed?.errors.start ? (
                  <p id="start-error" className={shared.error}>
                    {failed.errors.start}
                  </p>
                ) : null}
                {days.map((day) => (
                  <fieldset key={day.day} className={styles.day}>
                    <legend className={styles.dayLegend}>{day.day}</legend>
                    <div className={styles.times}>
                      {day.slots.map((slot) => (
                        <label key={slot.start} className={styles.time}>
                          <input
                            type="radio"
                            name="start"
                            value={slot.start}
                            defaultChecked={value('start') === slot.start}
                            required
                          />
                          {slot.time}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                ))}
              </div>
              <div className={styles.fields}>
                <Field
                  name="name"
                  label="Your name"
                  autoComplete="name"
                  defaultValue={value('name')}
                  error={failed?.errors.name}
                />
                <Field
                  name="email"
                  label="E-mail address (from your order)"
                  type="email"
                  autoComplete="email"
                  defaultValue={value('email')}
                  error={failed?.errors.email}
                />
              </div>
              <div>
                <button type="submit" className={button({variant: 'PRIMARY'})} disabled={submitting}>
                  {submitting ? 'Booking…' : 'Book this session'}
                </button>
              </div>
            </Form>
          )}
        </section>
      ) : null}
    </div>
  );
}
