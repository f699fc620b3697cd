import {cookieAttributes} from './consent';
import {TRACKING_COOKIE_MAX_AGE} from './uuid';

/** rules:tracking-rules: the device_category cookie. */
export const DEVICE_COOKIE = 'device_category';

export type DeviceCategory = 'mobile' | 'tablet' | 'desktop';

/** rules:tracking-rules: mobile when the viewport is at most 768 px wide, tablet at most 1024, else desktop. */
export function deviceCategory(viewportWidth: number): DeviceCategory {
  if (viewportWidth <= 768) return 'mobile';
  if (viewportWidth <= 1024) return 'tablet';
  return 'desktop';
}

/** rules:tracking-rules: same max age as uuid. */
export function deviceCategoryCookie(category: DeviceCategory, hostname: string): string {
  return `${DEVICE_COOKIE}=${category}; ${cookieAttributes(hostname, TRACKING_COOKIE_MAX_AGE)}`;
}
