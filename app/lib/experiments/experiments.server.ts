/**
 * Experiments on the server (rules:tracking-calls, rules:experiments-internal-users, rules:errors-browser; decision 0055): the
 * GrowthBook payload (features and their experiment rules) fetched from the
 * provider's `/api/features/{clientKey}` with a deadline and a short cache,
 * evaluated with GrowthBook's SDK for the visitor's `uuid` cookie, so the
 * first HTML already shows the variant. And the exposure forwarder with
 * rules:errors-browser's log lines.
 */
import {GrowthBook, type FeatureApiResponse} from '@growthbook/growthbook';
import {CacheShort, type WithCache} from '@shopify/hydrogen';
import {z} from 'zod';
import {UPSTREAM_TIMEOUT_MS, fetchWithDeadline} from '../upstream.server';
import {
  EXPERIMENTATION_PROVIDER_NAME,
  isInternalUser,
  noAssignments,
  type Assign,
  type Assignment,
  type Exposure,
} from './experiments';

/** Only the shape the SDK needs is checked; the rules themselves are GrowthBook's to read. */
const PayloadSchema = z.looseObject({
  features: z
    .record(
      z.string(),
      z.looseObject({defaultValue: z.unknown().optional(), rules: z.array(z.looseObject({})).optional()}),
    )
    .optional(),
});

type ExperimentEnv = Pick<Env, 'GROWTHBOOK_API_HOST' | 'GROWTHBOOK_CLIENT_KEY'>;

/** The provider's payload, or null (provider off, late, failing or malformed: every visitor then sees the control). */
export async function loadExperimentPayload(
  env: ExperimentEnv,
  withCache: WithCache,
  now = Date.now(),
): Promise<FeatureApiResponse | null> {
  if (!env.GROWTHBOOK_API_HOST || !env.GROWTHBOOK_CLIENT_KEY) return null;
  const url = `${env.GROWTHBOOK_API_HOST.replace(/\/$/, '')}/api/features/${encodeURIComponent(env.GROWTHBOOK_CLIENT_KEY)}`;
  // Every page request reads it (decision 0070: the full-page cache key): kept in this isolate for
  // CacheShort's fresh second, so a burst of requests parses it once.
  if (recent && recent.url === url && now - recent.at < PAYLOAD_MEMO_MS) return recent.payload;
  const payload = await fetchExperimentPayload(url, withCache);
  recent = {url, at: now, payload};
  return payload;
}

const PAYLOAD_MEMO_MS = 1000;
let recent: {url: string; at: number; payload: FeatureApiResponse | null} | null = null;

async function fetchExperimentPayload(url: string, withCache: WithCache): Promise<FeatureApiResponse | null> {
  try {
    const {data, response} = await withCache.fetch<unknown>(
      url,
      {headers: {Accept: 'application/json'}, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS.provider)},
      {cacheKey: ['growthbook-features', url], cacheStrategy: CacheShort(), shouldCacheResponse: (_, res) => res.ok},
    );
    if (!response.ok) {
      console.warn(`[experiments] ${EXPERIMENTATION_PROVIDER_NAME} features answered ${response.status}`);
      return null;
    }
    const parsed = PayloadSchema.safeParse(data);
    if (!parsed.success) {
      console.warn(`[experiments] ${EXPERIMENTATION_PROVIDER_NAME} features payload is not valid`);
      return null;
    }
    return parsed.data as FeatureApiResponse;
  } catch (error) {
    console.warn(
      `[experiments] ${EXPERIMENTATION_PROVIDER_NAME} features unavailable`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

/**
 * The visitor's assignments: GrowthBook hashes the uuid with each experiment's
 * seed (sticky for the same uuid, evenly split across uuids). No uuid (no
 * consent) or no payload: nobody is in an experiment, the control shows.
 */
export function assignmentsFor(payload: FeatureApiResponse | null, uuid: string | null): Assign {
  if (!payload?.features || !uuid) return noAssignments;
  const growthbook = new GrowthBook({attributes: {id: uuid}, features: payload.features});
  const cache = new Map<string, Assignment | null>();
  return (flagId) => {
    if (cache.has(flagId)) return cache.get(flagId) ?? null;
    const result = growthbook.evalFeature(flagId);
    const experiment = result.experiment;
    const outcome = result.experimentResult;
    const assignment =
      result.source === 'experiment' && experiment && outcome?.inExperiment
        ? {experimentId: experiment.key, variantId: outcome.key, value: result.value}
        : null;
    cache.set(flagId, assignment);
    return assignment;
  };
}

/**
 * The visitor's variants in every running experiment, as one string
 * (`experiment:variant` pairs, sorted; empty for the control everywhere): the
 * part of the full-page cache key (decision 0070) that experiments decide.
 */
export function variantSignature(payload: FeatureApiResponse | null, uuid: string | null): string {
  const assign = assignmentsFor(payload, uuid);
  return Object.keys(payload?.features ?? {})
    .map((flagId) => assign(flagId))
    .filter((assignment): assignment is Assignment => assignment !== null)
    .map((assignment) => `${assignment.experimentId}:${assignment.variantId}`)
    .sort()
    .join(',');
}

/** Whether any feature has an experiment rule (then a page differs between visitors of one URL). */
export function experimentsRunning(payload: FeatureApiResponse | null): boolean {
  return Object.values(payload?.features ?? {}).some((feature) =>
    (feature.rules ?? []).some((rule) => 'variations' in rule),
  );
}

export type ExposureOutcome = 'sent' | 'internal' | 'off' | 'rejected' | 'failed';

/**
 * rules:tracking-calls, rules:errors-browser: forwards one exposure to the provider's collector. A non-ok
 * answer is logged with its status and its error body; an unparsable error
 * body logs 'Failed to parse error response from {provider}'; a failed fetch
 * is logged. rules:experiments-internal-users: an internal user's exposure is logged here and never sent.
 */
export async function forwardExposure(
  exposure: Exposure,
  env: Pick<Env, 'EXPERIMENT_EXPOSURES_URL' | 'INTERNAL_USER_UUID_PREFIX'>,
): Promise<ExposureOutcome> {
  if (isInternalUser(exposure.uuid, env.INTERNAL_USER_UUID_PREFIX)) {
    console.info(`[experiments] internal user exposure, not sent: ${exposure.experimentId} = ${exposure.variantId}`);
    return 'internal';
  }
  if (!env.EXPERIMENT_EXPOSURES_URL) return 'off';
  let response: Response;
  try {
    response = await fetchWithDeadline('provider', env.EXPERIMENT_EXPOSURES_URL, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({...exposure, timestamp: new Date().toISOString()}),
    });
  } catch (error) {
    console.error(
      `[experiments] Failed to send exposure to ${EXPERIMENTATION_PROVIDER_NAME}`,
      error instanceof Error ? error.message : error,
    );
    return 'failed';
  }
  if (response.ok) return 'sent';
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    console.error(
      `[experiments] ${EXPERIMENTATION_PROVIDER_NAME} rejected an exposure with status ${response.status}`,
      JSON.stringify(body).slice(0, 300),
    );
  } catch {
    console.error(`Failed to parse error response from ${EXPERIMENTATION_PROVIDER_NAME}`, `status ${response.status}`);
  }
  return 'rejected';
}
