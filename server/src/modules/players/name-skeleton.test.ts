import { describe, expect, it } from 'vitest';
import { looksAlike, usernameSkeleton } from './name-skeleton.ts';

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
    ['alice', 'аӏісе', true],
    ['Paypal', 'Рауpal', true],
    ['marco', 'rnarco', true],
    ['ロボ', '口ボ', true],
    ['エリカ', '工リカ', true],
    ['ハナ', '八ナ', true],
    ['ニコ', '二コ', true],
    ['李明华', '李明華', false],
    ['さくら', 'サクラ', false],
    ['Zoë', 'Zoe', false],
    ['Zoë', 'Zoe\u0308', true],
  ])('%j and %j read alike: %s', (a, b, alike) => {
    expect(looksAlike(a, b)).toBe(alike);
    expect(looksAlike(b, a)).toBe(alike);
  });
});
