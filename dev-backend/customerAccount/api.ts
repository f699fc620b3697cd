/** The Customer Account API version Hydrogen 2026.4 calls. */
export const CUSTOMER_ACCOUNT_API_VERSION = '2026-04';
