/**
 * Names that read alike. A username's skeleton is what a glance takes in: case, the digits that pass
 * for letters (0 for o; 1, i and l for one another; 5 for s) and the marks between and after the
 * letters (`.`, `_`, `-`, trailing punctuation) are ignored. Two names with one skeleton can pass for
 * each other in a list of players or an audit log — so nobody may take a name that reads as an
 * admin's.
 */

const LOOK_ALIKES: Readonly<Record<string, string>> = { '0': 'o', '1': 'l', i: 'l', '5': 's' };

/** The name as a glance reads it: `Adm1n_`, `ADMIN.` and `a.d.m.i.n` are all `admln`. */
export function usernameSkeleton(username: string): string {
  return [...username.normalize('NFKC').toLowerCase()]
    .filter((char) => /[\p{L}\p{N}]/u.test(char))
    .map((char) => LOOK_ALIKES[char] ?? char)
    .join('');
}

/** Whether two names read alike (the same name in another case among them). */
export const looksAlike = (a: string, b: string): boolean => usernameSkeleton(a) === usernameSkeleton(b);
