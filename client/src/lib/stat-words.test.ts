import { STAT_DEFINITIONS, type StatKey } from '@mahjong/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { speak, speakEnglish } from '../test/languages.ts';
import { statDefinition, statLabel } from './stat-words.ts';

afterEach(speakEnglish);

const STATS = Object.keys(STAT_DEFINITIONS) as StatKey[];

describe("the statistics' words", () => {
  it.each(STATS)('say in English what the API documents for %s', (stat) => {
    expect(statLabel(stat)).toBe(STAT_DEFINITIONS[stat].label);
    expect(statDefinition(stat)).toBe(STAT_DEFINITIONS[stat].definition);
  });

  it('are translated, with the numbers kept', () => {
    speak('zh-Hant');
    expect(statLabel('dealInRate')).toBe('放銃率');
    expect(statDefinition('displayElo')).toContain('15');
    speak('ja');
    expect(statLabel('winRate')).toBe('和了率');
    expect(statDefinition('rating')).toContain('1500');
  });
});
