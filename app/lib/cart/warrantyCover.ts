import {ATTRIBUTE, attribute} from './normalizeCart';

/**
 * Which rower a warranty line covers, so the cart action can check that the
 * plan's Price Range holds that rower's price (decision 0082). Pure.
 */

interface LineLike {
  merchandiseId: string;
  attributes: ReadonlyArray<{key: string; value: string}>;
}

export const isWarrantyLine = (line: LineLike) => attribute(line.attributes, ATTRIBUTE.contractSku) !== undefined;

/** The rower variants a warranty line may cover: the `_isRower` lines of its configurator, added with it first, then in the cart. */
export function coveredRowers(warranty: LineLike, added: readonly LineLike[], inCart: readonly LineLike[]): string[] {
  const configuratorId = attribute(warranty.attributes, ATTRIBUTE.configuratorId);
  if (!configuratorId) return [];
  const rowers = [...added, ...inCart].filter(
    (line) =>
      attribute(line.attributes, ATTRIBUTE.isRower) === 'true' &&
      attribute(line.attributes, ATTRIBUTE.configuratorId) === configuratorId,
  );
  return [...new Set(rowers.map((line) => line.merchandiseId))];
}
