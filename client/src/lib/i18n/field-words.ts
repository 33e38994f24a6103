/**
 * A form field's problem in the reader's words, from the facts of the check (shared FieldIssue):
 * the same sentence whether the form's own check found it or the server's.
 */
import { plural, t } from '@lingui/core/macro';
import { DELETED_PLAYER_PREFIX, type FieldIssue } from '@mahjong/shared';

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

function customWords(reason: string | undefined): string {
  switch (reason) {
    case 'CONTROL_CHARACTERS':
      return t`Must not contain control characters.`;
    case 'BROKEN_CHARACTER':
      return t`Has a broken character: type it again.`;
    case 'USERNAME_CHARACTERS':
      return t`May only contain letters (in any script), digits and the characters _ - .`;
    case 'MIXED_SCRIPTS':
      return t`Must not mix alphabets that look alike, such as Latin and Cyrillic.`;
    case 'DELETED_PLAYER_PREFIX': {
      const prefix = DELETED_PLAYER_PREFIX;
      return t`Must not start with ${prefix}.`;
    }
    default:
      return t`Not valid: check it and try again.`;
  }
}
