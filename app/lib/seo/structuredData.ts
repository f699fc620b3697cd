/** JSON-LD of rules:product-states (Structured data) and rules:product-fields (Organization schema fields). */

/** rules:product-states: barcodes are left-padded with zeros to 13 digits for gtin13. */
export function gtin13(barcode: string | null | undefined): string | undefined {
  const digits = (barcode ?? '').replace(/\D/g, '');
  if (!digits || digits.length > 13) return undefined;
  return digits.padStart(13, '0');
}

export type Availability = 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';

/** rules:product-states: InStock or OutOfStock, from the selected colour variant's 'available', else the product's availableForSale. */
export function availability(
  selectedVariantAvailable: boolean | undefined,
  productAvailableForSale: boolean,
): Availability {
  const available = selectedVariantAvailable ?? productAvailableForSale;
  return available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

export interface ProductJsonLdInput {
  name: string;
  description?: string;
  url: string;
  images: string[];
  sku?: string;
  barcode?: string | null;
  brand: string;
  price: number;
  currency: string;
  selectedVariantAvailable?: boolean;
  productAvailableForSale: boolean;
  /** rules:product-fields: priceOrganizationalSchemaValidFrom / ValidUntil (ISO dates). */
  validFrom?: string | null;
  validUntil?: string | null;
  rating?: {value: number; count: number} | null;
  now?: Date;
}

/**
 * Product JSON-LD: gtin13 from the barcode, offers in the locale currency,
 * availability from the selected colour variant or the product, validFrom
 * only if it is in the past and priceValidUntil only if it is in the future.
 */
export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const now = input.now ?? new Date();
  const validFrom = input.validFrom && new Date(input.validFrom) < now ? input.validFrom : undefined;
  const validUntil = input.validUntil && new Date(input.validUntil) > now ? input.validUntil : undefined;
  const gtin = gtin13(input.barcode);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    ...(input.description ? {description: input.description} : {}),
    image: input.images,
    ...(input.sku ? {sku: input.sku} : {}),
    ...(gtin ? {gtin13: gtin} : {}),
    brand: {'@type': 'Brand', name: input.brand},
    offers: {
      '@type': 'Offer',
      url: input.url,
      price: input.price.toFixed(2),
      priceCurrency: input.currency,
      availability: availability(input.selectedVariantAvailable, input.productAvailableForSale),
      itemCondition: 'https://schema.org/NewCondition',
      ...(validFrom ? {validFrom} : {}),
      ...(validUntil ? {priceValidUntil: validUntil} : {}),
    },
    ...aggregateRating(input.rating),
  };
}

export interface OrganizationJsonLdInput {
  name: string;
  url: string;
  logoUrl: string;
  imageUrl?: string;
  email?: string;
  description?: string;
  telephone?: string;
  rating?: {value: number; count: number} | null;
}

/** rules:product-fields: Organization schema with logo, image, support e-mail, description, telephone and rating. */
export function organizationJsonLd(input: OrganizationJsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    logo: input.logoUrl,
    ...(input.imageUrl ? {image: input.imageUrl} : {}),
    ...(input.email ? {email: input.email} : {}),
    ...(input.description ? {description: input.description} : {}),
    ...(input.telephone ? {telephone: input.telephone} : {}),
    ...aggregateRating(input.rating),
  };
}

/** The rating of a product or the organisation, out of 5; none without reviews. */
function aggregateRating(rating: {value: number; count: number} | null | undefined): Record<string, unknown> {
  if (!rating || rating.count <= 0) return {};
  return {
    aggregateRating: {'@type': 'AggregateRating', ratingValue: rating.value, reviewCount: rating.count, bestRating: 5},
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so the data cannot close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
