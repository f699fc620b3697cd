/**
 * The modal views, by kind. Each view is a lazily loaded component, so a
 * page pays for a view's code only when that modal opens.
 */
export {};
