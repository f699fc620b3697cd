import {createVar} from '@vanilla-extract/css';

/**
 * The banner's CMS colours, item spacing and ticker duration (rules:shell-fields), which BannerContent sets.
 * Apart from NavigationBanner.css: that module's exports are in every route's first load, these
 * are needed only by the banner's lazily loaded code.
 */
export const background = createVar();
export const color = createVar();
export const spacing = createVar();
export const duration = createVar();
