/**
 * A/B experiments (rules:tracking-calls, rules:experiments-internal-users, rules:errors-browser): pure rules shared by the loaders and the
 * exposure route. Assignment itself is GrowthBook's SDK on the server
 * (experiments.server.ts, decision 0055); here is what an assignment does to
 * CMS content and what an exposure looks like.
 */
import {z} from 'zod';

export {EXPERIMENTATION_PROVIDER, EXPERIMENTATION_PROVIDER_NAME, EXPOSURE_PATH} from './paths';

/** The variant a CMS component shows when there is no assignment (no consent, provider off, not in the experiment). */
export const CONTROL_VARIANT = 'control';

export interface Assignment {
  /** The experiment's key at the provider. */
  experimentId: string;
  /** The variation's key (the CMS component variant id). */
  variantId: string;
  /** The feature value the variation carries. */
  value: unknown;
}

/** A flag id (a GrowthBook feature key) to this visitor's assignment, or null when the visitor sees the control. */
export type Assign = (flagId: string) => Assignment | null;

export const noAssignments: Assign = () => null;

interface ExperimentalCta {
  __typename: 'CtaInternal' | 'CtaExternal';
  experimentationFlagId?: string | null;
  experimentationVariantId?: string | null;
}

const isExperimentalCta = (value: unknown): value is ExperimentalCta =>
  typeof value === 'object' &&
  value !== null &&
  (value as {__typename?: string}).__typename === 'CtaInternal' &&
  Boolean((value as ExperimentalCta).experimentationFlagId?.trim());

/** Collects the experiments a page shows, one entry per experiment. */
export class Exposures {
  private readonly seen = new Map<string, Assignment>();
  add(assignment: Assignment) {
    this.seen.set(assignment.experimentId, assignment);
  }
  list(): Array<{experimentId: string; variantId: string}> {
    return [...this.seen.values()].map(({experimentId, variantId}) => ({experimentId, variantId}));
  }
}

/**
 * rules:tracking-calls CTA: a CTA with an experimentation flag id is one variant of that
 * flag's experiment (its component variant id names which). It shows only to
 * visitors assigned that variant; without an assignment, the control's CTA
 * (variant id 'control', or none) shows. A CTA without a flag always shows.
 */
export function ctaShown(cta: ExperimentalCta, assign: Assign, exposures: Exposures): boolean {
  const flag = cta.experimentationFlagId?.trim();
  if (!flag) return true;
  const variant = cta.experimentationVariantId?.trim() || CONTROL_VARIANT;
  const assignment = assign(flag);
  if (!assignment) return variant === CONTROL_VARIANT;
  if (assignment.variantId !== variant) return false;
  exposures.add(assignment);
  return true;
}

/**
 * Walks CMS data (after resolveCtas) and drops every CTA this visitor is not
 * assigned: from lists (a hero's CTAs) and single fields (a teaser's cta,
 * which becomes null). Decided on the server, so the first HTML already shows
 * the variant: no flicker, no layout shift.
 */
export function applyCtaExperiments<T>(value: T, assign: Assign, exposures: Exposures): T {
  if (Array.isArray(value)) {
    return value
      .filter((item: unknown) => !isExperimentalCta(item) || ctaShown(item, assign, exposures))
      .map((item: unknown) => applyCtaExperiments(item, assign, exposures)) as T;
  }
  if (typeof value !== 'object' || value === null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] =
      isExperimentalCta(item) && !ctaShown(item, assign, exposures)
        ? null
        : applyCtaExperiments(item, assign, exposures);
  }
  return result as T;
}

/** The navigation column test's variation values (rules:tracking-calls navigation column: an experimentation test id). */
export const COLUMN_POSITIONS = ['default', 'first'] as const;

/**
 * rules:tracking-calls navigation column: a column with a test id takes part in that
 * experiment; its variation value 'first' moves the column to the front of the
 * navigation, anything else (or no assignment) keeps the CMS order.
 */
export function applyColumnExperiments<Column extends {testId?: string | null}>(
  columns: readonly Column[],
  assign: Assign,
  exposures: Exposures,
): Column[] {
  const first: Column[] = [];
  const rest: Column[] = [];
  for (const column of columns) {
    const testId = column.testId?.trim();
    const assignment = testId ? assign(testId) : null;
    if (assignment) exposures.add(assignment);
    (assignment?.value === 'first' ? first : rest).push(column);
  }
  return [...first, ...rest];
}

/** rules:experiments-internal-users: internal users are recognised by a uuid that starts with the configured prefix (empty = none). */
export function isInternalUser(uuid: string, prefix: string | undefined): boolean {
  const trimmed = prefix?.trim();
  return Boolean(trimmed) && uuid.startsWith(trimmed as string);
}

const id = (label: string) =>
  z
    .string({message: `${label} is required`})
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{1,100}$/, `${label} must be 1-100 letters, digits or _.:-`);

/** rules:tracking-calls: the exposure body, {uuid, experimentId, variantId, and any extra properties} (a few, short, flat). */
export const ExposureSchema = z
  .object({
    uuid: z.string({message: 'uuid is required'}).regex(/^[A-Za-z0-9_-]{8,100}$/, 'uuid is not valid'),
    experimentId: id('experimentId'),
    variantId: id('variantId'),
  })
  .catchall(z.union([z.string().max(200), z.number(), z.boolean()]))
  .refine((value) => Object.keys(value).length <= 12, 'Too many properties');

export type Exposure = z.infer<typeof ExposureSchema>;
