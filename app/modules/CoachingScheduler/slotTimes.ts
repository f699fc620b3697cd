/**
 * How coaching slots read, in a time zone and a language. Free of zod: the
 * scheduler's browser code uses it (the form's schema is in ./scheduling).
 */

/** True for a time zone this runtime knows ('Europe/London'); false for anything else. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', {timeZone: value});
    return true;
  } catch {
    return false;
  }
}

/** A time zone as people say it: 'America/New_York' -> 'New York time'. */
export function zoneLabel(timeZone: string): string {
  return `${(timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')} time`;
}

/** A slot's day and time in a time zone, in the shopper's language ('Monday 23 November', '07:00'). */
export function slotParts(
  start: string,
  timeZone: string,
  localeCode: string,
): {day: string; dayKey: string; time: string} {
  const date = new Date(start);
  const day = new Intl.DateTimeFormat(localeCode, {timeZone, weekday: 'long', day: 'numeric', month: 'long'}).format(
    date,
  );
  const dayKey = new Intl.DateTimeFormat('en-CA', {timeZone, year: 'numeric', month: '2-digit', day: '2-digit'}).format(
    date,
  );
  const time = new Intl.DateTimeFormat(localeCode, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: localeCode === 'en-US' ? 'h12' : 'h23',
  }).format(date);
  return {day, dayKey, time};
}

/** Slots grouped by day in a time zone, days and times in order. */
export function groupSlotsByDay(
  starts: readonly string[],
  timeZone: string,
  localeCode: string,
): Array<{day: string; slots: Array<{start: string; time: string}>}> {
  const days = new Map<string, {day: string; slots: Array<{start: string; time: string}>}>();
  for (const start of [...starts].sort()) {
    const parts = slotParts(start, timeZone, localeCode);
    const entry = days.get(parts.dayKey) ?? {day: parts.day, slots: []};
    entry.slots.push({start, time: parts.time});
    days.set(parts.dayKey, entry);
  }
  return [...days.values()];
}
