import { describe, expect, it } from 'vitest';
import { looksAlike, usernameSkeleton } from './usernames.ts';

describe('usernameSkeleton', () => {
  it.each([
    ['admin', 'admln'],
    ['ADMIN', 'admln'],
    ['Adm1n', 'admln'],
    ['admln', 'admln'],
    ['AdmIn', 'admln'],
    ['adm1n_', 'admln'],
    ['a.d.m.i.n', 'admln'],
    ['ad-min.', 'admln'],
    ['admin...', 'admln'],
    ['s0ph1e', 'sophle'],
    ['5ophie', 'sophle'],
    ['SOPHIE_', 'sophle'],
    ['ｂｏｂ', 'bob'],
    ['', ''],
  ])('reads %j as %j', (name, skeleton) => {
    expect(usernameSkeleton(name)).toBe(skeleton);
  });

  it.each([
    ['admin', 'Adm1n', true],
    ['admin', 'ADM1N.', true],
    ['club.chair', 'clubchair', true],
    ['club_chair', 'c1ub-cha1r', true],
    ['sam', '5am', true],
    ['bob', 'b0b', true],
    ['admin', 'admins', false],
    ['admin', 'admin2', false],
    ['alice', 'alex', false],
    ['sam', 'pam', false],
  ])('%j and %j read alike: %s', (a, b, alike) => {
    expect(looksAlike(a, b)).toBe(alike);
    expect(looksAlike(b, a)).toBe(alike);
  });
});
