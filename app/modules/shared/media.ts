/** rules:layout-constants: the mobile breakpoint (<= 768px), as a media query for matchMedia (kept out of ~/styles, which is the shell chunk). */
export const MOBILE_QUERY = '(width <= 768px)';
