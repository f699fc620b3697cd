import {flatRoutes} from '@react-router/fs-routes';
import type {RouteConfig} from '@react-router/dev/routes';
import {hydrogenRoutes} from '@shopify/hydrogen';

// Files are named with an optional static `(en-GB)` segment, so every page
// answers at /path (en-US) and /en-GB/path; a static segment always outranks
// a dynamic one such as a flexible page's /{slug}.
export default hydrogenRoutes([...(await flatRoutes())]) satisfies RouteConfig;
