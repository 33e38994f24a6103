import { describe, expect, it } from 'vitest';
import { accountPath, nextPage } from './next-page.ts';

describe('where a login returns to', () => {
  it.each([
    ['?next=%2Fcheckin', '/checkin'],
    ['?next=%2Fgames%2Fjp%2F3%3Fx%3D1', '/games/jp/3?x=1'],
    ['', '/'],
    ['?next=https%3A%2F%2Fexample.com', '/'],
    ['?next=%2F%2Fexample.com', '/'],
    ['?next=%2F%5Cexample.com', '/'],
    ['?next=%2Flogin', '/'],
    ['?next=%2Fregister%3Fnext%3D%2Fcheckin', '/'],
  ])('%s → %s', (search, page) => {
    expect(nextPage(search)).toBe(page);
  });

  it('carries the page in the address, and nothing for home', () => {
    expect(accountPath('/login', '/checkin')).toBe('/login?next=%2Fcheckin');
    expect(nextPage(accountPath('/register', '/checkin').split('?')[1] ?? '')).toBe('/checkin');
    expect(accountPath('/login', '/')).toBe('/login');
  });
});
