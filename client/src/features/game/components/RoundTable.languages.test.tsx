import type { Language } from '@mahjong/shared';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { DECK_OUT_BOB_TENPAI, DOUBLE_RON, hongKongGame, riichiGame } from '../../../test/game-fixtures.ts';
import { speak, speakEnglish } from '../../../test/languages.ts';
import { RoundTable } from './RoundTable.tsx';

afterEach(speakEnglish);

function tableText(game: Parameters<typeof RoundTable>[0]['game']): string {
  render(
    <Providers>
      <RoundTable game={game} />
    </Providers>,
  );
  return screen.getByRole('table').textContent ?? '';
}

// The game's terms as docs/glossary.md sets them, in each language.
const RIICHI_TERMS: Record<Language, string[]> = {
  en: [
    '東一局 0本場',
    'Deal-in (ron): alice from carol, 2 han 30 fu',
    'Deck-out (draw)',
    'riichi',
    'tenpai',
    'Total',
  ],
  'zh-Hant': ['東一局 0本場', '榮和（放銃）：alice（carol 放銃），2翻30符', '流局', '立直', '聽牌', '合計'],
  'zh-Hans': ['东一局 0本场', '荣和（放铳）：alice（carol 放铳），2翻30符', '流局', '立直', '听牌', '合计'],
  ja: ['東一局 0本場', 'ロン（放銃）：alice（carolの放銃）、2翻30符', '流局', '立直', '聴牌', '合計'],
};

const HONG_KONG_TERMS: Record<Language, string[]> = {
  en: [
    'East 1',
    'Self-draw (tsumo): carol, 7 points',
    'Deal-in (ron): bob from dave, 3 points',
    'Now playing: East 3',
  ],
  'zh-Hant': ['東圈 第1局', '自摸：carol，7番', '食糊（出銃）：bob（dave 出銃），3番', '東圈 第3局'],
  'zh-Hans': ['东圈 第1局', '自摸：carol，7番', '食胡（出铳）：bob（dave 出铳），3番', '东圈 第3局'],
  ja: ['東1局', 'ツモ（自摸）：carol、7翻', 'ロン（放銃）：bob（daveの放銃）、3翻', '東3局'],
};

describe.each(Object.keys(RIICHI_TERMS) as Language[])('the round table in %s', (language) => {
  it("says the riichi game's terms", () => {
    speak(language);
    const text = tableText(riichiGame([DOUBLE_RON, DECK_OUT_BOB_TENPAI]));
    for (const term of RIICHI_TERMS[language]) expect(text).toContain(term);
  });

  it("says Hong Kong's terms", () => {
    speak(language);
    const text = tableText(
      hongKongGame([
        { transactions: [{ transactionType: 'SELF_DRAW', winner: 2, hand: { points: 7 } }] },
        { transactions: [{ transactionType: 'DEAL_IN', winner: 1, loser: 3, hand: { points: 3 } }] },
      ]),
    );
    for (const term of HONG_KONG_TERMS[language]) expect(text).toContain(term);
  });
});
