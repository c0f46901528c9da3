import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes, matchAppRoutes, shopRoutes } from './router';

/** Every route's path with sample values for its parameters, and paths no route has. */
const paths = [
  '/',
  '/landing',
  ...shopRoutes.flatMap((route) => (route.path ? [`/${route.path.replace(':id', '7').replace('*', 'no/such/page')}`] : [])),
  '/product/abc',
  '/left-sidebar/product/7/extra',
  // React Router compares paths decoded and in any case, with or without a trailing slash.
  '/CART',
  '/c%61rt',
  '/Pages/FAQ/',
  '/LEFT-SIDEBAR/collection',
  '/pages/no-such-page',
  '/%E0%A4%A',
  '//cart',
];

describe('matching the store\'s routes', () => {
  it('finds for every path the routes React Router finds in the whole table', () => {
    for (const path of paths) {
      const expected = (matchRoutes(appRoutes, path) ?? []).map(({ route, pathname, params }) => ({ route, pathname, params }));
      const found = matchAppRoutes(path).matches.map(({ route, pathname, params }) => ({ route, pathname, params }));
      expect(found, path).toEqual(expected);
      expect(found.length, path).toBeGreaterThan(0);
    }
  });

  it('gives useRoutes a table with only those routes, which matches the path the same way', () => {
    for (const path of paths) {
      const { matches, routes } = matchAppRoutes(path);
      const again = matchRoutes(routes, path) ?? [];
      expect(again.map((match) => match.route.element), path).toEqual(matches.map((match) => match.route.element));
      expect(again.map((match) => match.params), path).toEqual(matches.map((match) => match.params));
      // One branch: each route has at most one child.
      let level = routes;
      while (level.length > 0) {
        expect(level).toHaveLength(1);
        level = level[0]?.children ?? [];
      }
    }
  });

  it('matches a path once', () => {
    expect(matchAppRoutes('/left-sidebar/collection')).toBe(matchAppRoutes('/left-sidebar/collection'));
  });
});
