/**
 * Helpers to name parts of the generated CMS answer types
 * (cmsapi.generated.d.ts): the shapes come from the documents, never by hand.
 */

/** One entry of a `…Collection { items }` answer, without the nulls. */
export type ItemOf<Collection> = Collection extends {items: ReadonlyArray<infer Item>} ? NonNullable<Item> : never;

/** The member of a `__typename` union with that name. */
export type OfType<Union, Name extends string> = Extract<NonNullable<Union>, {__typename: Name}>;

/**
 * Test data for a generated CMS type: any field may be left out (it reads
 * as absent, as an entry without that field would), while every field given
 * is type-checked against the document's answer.
 */
export type CmsFixture<T> =
  T extends ReadonlyArray<infer Item>
    ? Array<CmsFixture<Item>>
    : T extends object
      ? {[Key in keyof T]?: CmsFixture<T[Key]>}
      : T;

/** Tests only: a partial CMS answer (see CmsFixture) as the type the code under test reads. */
export const cmsFixture = <T>(value: CmsFixture<T>): T => value as T;
