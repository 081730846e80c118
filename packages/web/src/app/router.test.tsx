import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PARTNER_ROOT, paths } from '../lib/paths.ts';
import { routes } from './router.tsx';

/** The full pattern of every route the tree renders (guards add none; index routes their parent's). */
function routedPatterns(tree: RouteObject[], base = ''): string[] {
  return tree.flatMap((route) => {
    const full = route.path === undefined ? base : `${base}/${route.path}`.replace(/^\/\//, '/');
    const own = route.path !== undefined || route.index ? [full] : [];
    return [...own, ...routedPatterns(route.children ?? [], full)];
  });
}

describe('the route tree (requirements.md 2)', () => {
  it('routes exactly the patterns of the route map, under the optional partnerName', () => {
    const notFound = `${PARTNER_ROOT}/*`;
    const routed = new Set(routedPatterns(routes).filter((pattern) => pattern !== notFound));
    const mapped = new Set(Object.values(paths).map((route) => `${PARTNER_ROOT}${route.pattern}`.replace(/\/$/, '')));
    expect([...routed].sort()).toEqual([...mapped].sort());
  });
});
