/** rules:tracking-calls: the fixed path segment of POST /api/{experimentation-provider}/process-exposure/ (no imports: the browser loads this). */
export const EXPERIMENTATION_PROVIDER = 'growthbook';
/** The provider's name in log lines (rules:errors-browser: 'Failed to parse error response from {provider}'). */
export const EXPERIMENTATION_PROVIDER_NAME = 'GrowthBook';
export const EXPOSURE_PATH = `/api/${EXPERIMENTATION_PROVIDER}/process-exposure/`;
