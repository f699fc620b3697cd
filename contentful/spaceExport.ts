/**
 * Types of Contentful's space export format (what `contentful space export`
 * writes and `contentful space import` reads). The content model and the
 * seed content under contentful/ are files in this format.
 */

export type FieldType =
  'Symbol' | 'Text' | 'RichText' | 'Integer' | 'Number' | 'Date' | 'Boolean' | 'Object' | 'Location' | 'Link' | 'Array';

export interface FieldValidation {
  linkContentType?: string[];
  in?: unknown[];
  size?: {min?: number; max?: number};
  [key: string]: unknown;
}

export interface ContentField {
  id: string;
  name: string;
  type: FieldType;
  linkType?: 'Entry' | 'Asset';
  items?: {type: 'Symbol' | 'Link'; linkType?: 'Entry' | 'Asset'; validations?: FieldValidation[]};
  localized?: boolean;
  required?: boolean;
  disabled?: boolean;
  omitted?: boolean;
  validations?: FieldValidation[];
}

export interface ContentType {
  sys: {id: string; type: 'ContentType'};
  name: string;
  displayField: string;
  description?: string;
  fields: ContentField[];
}

export interface Link {
  sys: {type: 'Link'; linkType: 'Entry' | 'Asset'; id: string};
}

export interface EntrySys {
  id: string;
  type: 'Entry';
  contentType: {sys: {type: 'Link'; linkType: 'ContentType'; id: string}};
  createdAt: string;
  updatedAt: string;
  version: number;
  /** Present when the entry has been published; a draft has none. */
  publishedVersion?: number;
  publishedAt?: string;
  firstPublishedAt?: string;
}

/** Field values keyed by field id, then by locale code. */
export type LocalizedFields = Record<string, Record<string, unknown>>;

export interface Entry {
  sys: EntrySys;
  fields: LocalizedFields;
}

export interface AssetFile {
  url: string;
  fileName: string;
  contentType: string;
  details?: {size?: number; image?: {width: number; height: number}};
}

export interface Asset {
  sys: Omit<EntrySys, 'type' | 'contentType'> & {type: 'Asset'};
  fields: {
    title?: Record<string, string>;
    description?: Record<string, string>;
    file: Record<string, AssetFile>;
  };
}

export interface SpaceLocale {
  code: string;
  name: string;
  default: boolean;
  fallbackCode: string | null;
  optional?: boolean;
}

export interface SpaceExport {
  contentTypes: ContentType[];
  locales: SpaceLocale[];
  entries: Entry[];
  assets: Asset[];
}
