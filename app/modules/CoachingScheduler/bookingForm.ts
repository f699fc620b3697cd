import {z} from 'zod';
import {isTimeZone} from './slotTimes';

/** The personal-coaching scheduler's booking form and its schema (how slots read: ./slotTimes). */

export const BookingFormSchema = z.object({
  coach: z
    .string()
    .trim()
    .min(1, 'Choose a coach.')
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'Choose a coach.'),
  start: z.string().datetime({message: 'Choose a time.'}),
  name: z.string().trim().min(1, 'Enter your name.').max(120, 'That name is too long.'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter your e-mail address.')
    .email('Enter a valid e-mail address, like name@example.com.')
    .max(254),
  /** The shopper's time zone, from the browser: the confirmation reads in it. Empty without JavaScript. */
  timeZone: z
    .string()
    .trim()
    .max(64)
    .refine((value) => value === '' || isTimeZone(value), 'Unknown time zone.')
    .transform((value) => value || undefined)
    .optional(),
});
export type BookingForm = z.infer<typeof BookingFormSchema>;

/** The form's fields checked; errors by field, first message each. */
export function parseBookingForm(
  input: Record<string, unknown>,
): {ok: true; data: BookingForm} | {ok: false; errors: Partial<Record<keyof BookingForm, string>>} {
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
