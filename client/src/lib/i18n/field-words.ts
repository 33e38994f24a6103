/**
 * A form field's problem in the reader's words, from the facts of the check (shared FieldIssue):
 * the same sentence whether the form's own check found it or the server's.
 */
import { plural, t } from '@lingui/core/macro';
import { DELETED_PLAYER_PREFIX, type FieldIssue, type FieldIssueReason } from '@mahjong/shared';

export function fieldIssueWords(facts: FieldIssue): string {
  switch (facts.issue) {
    case 'invalid_type':
      return t`Required.`;
    case 'too_small':
      if (facts.minimum === undefined || facts.minimum <= 1) return t`Required.`;
      return plural(facts.minimum, {
        one: 'Must be at least # character.',
        other: 'Must be at least # characters.',
      });
    case 'too_big':
      return plural(facts.maximum ?? 0, {
        one: 'Must be at most # character.',
        other: 'Must be at most # characters.',
      });
    case 'invalid_format':
      return facts.format === 'email'
        ? t`Must be an e-mail address like name@example.com.`
        : t`May only contain letters, digits and the characters _ - .`;
    default:
      return customWords(facts.reason);
  }
}

/** Each rule's words; the type insists every reason the shared list names has its sentence. */
const REASON_WORDS: Readonly<Record<FieldIssueReason, () => string>> = {
  CONTROL_CHARACTERS: () => t`Must not contain control characters.`,
  BROKEN_CHARACTER: () => t`Has a broken character: type it again.`,
  USERNAME_CHARACTERS: () => t`May only contain letters (in any script), digits and the characters _ - .`,
  MIXED_SCRIPTS: () => t`Must not mix alphabets that look alike, such as Latin and Cyrillic.`,
  DELETED_PLAYER_PREFIX: () => {
    const prefix = DELETED_PLAYER_PREFIX;
    return t`Must not start with ${prefix}.`;
  },
  REPEATED_PLAYER: () => t`Must not name a player twice.`,
  RESULT_NEEDS_PLAYER: () => t`Sorting by result needs a player: choose whose result orders the games.`,
  TO_BEFORE_FROM: () => t`The last day must be on or after the first day.`,
  LEAGUE_NAME: () => t`A league season needs the league's name, and only a league season has one.`,
};

function customWords(reason: string | undefined): string {
  const words = reason === undefined ? undefined : REASON_WORDS[reason as FieldIssueReason];
  return words ? words() : t`Not valid: check it and try again.`;
}
