import { useLocation } from 'react-router-dom';

/** What the page arrived at after signing in knows: a new member is welcomed, not welcomed back. */
export interface SignedInState {
  newMember?: boolean;
}

/** The account pages: logging in never returns to one of them. */
const ACCOUNT_PAGES = ['/login', '/register', '/request-password-reset', '/password-reset'];

/**
 * Where a login or a registration returns to: the `next` of the address when it is a page of this
 * site (a path, never another host, never an account page), else home.
 */
export function nextPage(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  const path = next.split(/[?#]/)[0] ?? '';
  return ACCOUNT_PAGES.includes(path) ? '/' : next;
}

/** An account page's address that comes back to `next` afterwards: `/login?next=%2Fcheckin`. */
export function accountPath(page: '/login' | '/register', next: string): string {
  return next === '/' ? page : `${page}?${new URLSearchParams({ next })}`;
}

/**
 * The login page's address from the page shown now: back here once logged in. On an account page,
 * the `next` it already carries goes on (from the login page to the registration page and back).
 */
export function useAccountPath(page: '/login' | '/register'): string {
  const { pathname, search } = useLocation();
  const here = ACCOUNT_PAGES.includes(pathname) ? nextPage(search) : `${pathname}${search}`;
  return accountPath(page, here);
}
