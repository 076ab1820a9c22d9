import type { RouteObject } from 'react-router';
import { demoPage } from './pwa-routes';

/** Pages that belong to no area (spec §2: /showcase). */
export const showcaseRoutes: RouteObject[] = [{ path: 'showcase', lazy: demoPage('ShowcasePage') }];
