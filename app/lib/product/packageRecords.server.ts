import {CacheCustom, type WithCache} from '@shopify/hydrogen';
import {adminConfigured, adminQuery} from '../order/admin.server';
import type {AdminEnv} from '../order/adminToken.server';
import {PACKAGE_METAFIELD, parsePackageRecord, type PackageRecord} from './packageRecord';

/**
 * Discount records change when the shop changes a package: fresh for five
 * minutes, then served stale for a day while one request revalidates (an
 * Admin API that is down leaves package pages as they were, decision 0046).
 */
const RECORDS_CACHE = CacheCustom({mode: 'public', maxAge: 300, staleWhileRevalidate: 86_400});

const DISCOUNT_ID = /^gid:\/\/shopify\/Discount(?:Automatic)?Node\/\d+$/;

/** One Admin API request for every record asked, each by its own alias (the Admin API has no batched discountNode). */
export function packageRecordsQuery(count: number): string {
  const variables = Array.from({length: count}, (_, index) => `$id${index}: ID!`).join(', ');
  const fields = Array.from(
    {length: count},
    (_, index) =>
      `r${index}: discountNode(id: $id${index}) { id metafield(namespace: "${PACKAGE_METAFIELD.namespace}", key: "${PACKAGE_METAFIELD.key}") { value } }`,
  ).join('\n    ');
  return `query PackageRecords(${variables}) {\n    ${fields}\n  }`;
}

type RecordsAnswer = Record<string, {id: string; metafield: {value: string} | null} | null>;

export type PackageRecordsClient = ReturnType<typeof createPackageRecordsClient>;

/**
 * rules:package-from-discount-record getDiscountById for packages, in the request context: the records
 * of the given discount ids, by id. Ids that are not discount ids are not
 * asked for; a failure (deadline, refusal, bad answer) is logged and answers
 * no records, so callers fall back to the CMS's member list.
 */
export function createPackageRecordsClient({env, withCache}: {env: AdminEnv; withCache: WithCache}) {
  return {
    async get(discountIds: ReadonlyArray<string | null | undefined>): Promise<Map<string, PackageRecord>> {
      const ids = [...new Set(discountIds.filter((id): id is string => Boolean(id && DISCOUNT_ID.test(id))))].sort();
      // decision 0119: no Admin API settings, no records (said once at start-up, not on every page).
      if (ids.length === 0 || !adminConfigured(env)) return new Map();
      try {
        const answer = await withCache.run(
          {cacheKey: ['package-records', ...ids], cacheStrategy: RECORDS_CACHE, shouldCacheResult: () => true},
          () =>
            adminQuery<RecordsAnswer>(
              env,
              packageRecordsQuery(ids.length),
              Object.fromEntries(ids.map((id, index) => [`id${index}`, id])),
            ),
        );
        const records = new Map<string, PackageRecord>();
        ids.forEach((id, index) => {
          const record = parsePackageRecord(answer[`r${index}`]?.metafield?.value);
          if (record) records.set(id, record);
        });
        return records;
      } catch (error) {
        console.warn(
          '[packages] discount records unavailable; the CMS member lists stand in',
          error instanceof Error ? error.message : error,
        );
        return new Map();
      }
    },
  };
}
