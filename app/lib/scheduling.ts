import {z} from 'zod';

/** The personal-coaching scheduler's rules: the booking form's schema and how slots read. */

export const BookingFormSchema = z.object({
  coach: z.string().trim().min(1, 'Choose a coach.').max(80).regex(/^[a-z0-9-]+$/, 'Choose a coach.'),
  start: z.string().datetime({message: 'Choose a time.'}),
  name: z.string().trim().min(1, 'Enter your name.').max(120, 'That name is too long.'),
  email: z.string().trim().min(1, 'Enter your e-mail address.').email('Enter a valid e-mail address, like name@example.com.').max(254),
});
export type BookingForm = z.infer<typeof BookingFormSchema>;

/** The form's fields checked; errors by field, first message each. */
export function parseBookingForm(input: Record<string, unknown>): {ok: true; data: BookingForm} | {ok: false; errors: Partial<Record<keyof BookingForm, string>>} {
  // A field the form did not send reads as empty, so its own message applies.
  const result = BookingFormSchema.safeParse({coach: '', start: '', name: '', email: '', ...input});
  if (result.success) return {ok: true, data: result.data};
  const errors: Partial<Record<keyof BookingForm, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof BookingForm;
    errors[key] ??= issue.message;
  }
  return {ok: false, errors};
}

/** A time zone as people say it: 'America/New_York' -> 'New York time'. */
export function zoneLabel(timeZone: string): string {
  return `${(timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')} time`;
}

/** A slot's day and time in the coach's time zone, in the shopper's language ('Monday 23 November', '07:00'). */
export function slotParts(start: string, timeZone: string, localeCode: string): {day: string; dayKey: string; time: string} {
  const date = new Date(start);
  const day = new Intl.DateTimeFormat(localeCode, {timeZone, weekday: 'long', day: 'numeric', month: 'long'}).format(date);
  const dayKey = new Intl.DateTimeFormat('en-CA', {timeZone, year: 'numeric', month: '2-digit', day: '2-digit'}).format(date);
  const time = new Intl.DateTimeFormat(localeCode, {timeZone, hour: '2-digit', minute: '2-digit', hourCycle: localeCode === 'en-US' ? 'h12' : 'h23'}).format(date);
  return {day, dayKey, time};
}

/** Slots grouped by day (in the coach's zone), days and times in order. */
export function groupSlotsByDay(starts: readonly string[], timeZone: string, localeCode: string): Array<{day: string; slots: Array<{start: string; time: string}>}> {
  const days = new Map<string, {day: string; slots: Array<{start: string; time: string}>}>();
  for (const start of [...starts].sort()) {
    const parts = slotParts(start, timeZone, localeCode);
    const entry = days.get(parts.dayKey) ?? {day: parts.day, slots: []};
    entry.slots.push({start, time: parts.time});
    days.set(parts.dayKey, entry);
  }
  return [...days.values()];
}
