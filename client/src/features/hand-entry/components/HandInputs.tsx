import { Box, Text } from '@chakra-ui/react';
import type { GamePlayer, GameView } from '@mahjong/shared';
import type { HandDraftAction } from '../hooks/use-hand-draft.ts';
import { entryPrompt } from '../lib/entry-prompt.ts';
import type { HandCheck, HandDraft } from '../lib/hand-draft.ts';
import { EntryTable } from './EntryTable.tsx';
import { HandValueChips } from './HandValueChips.tsx';
import { NagashiTenpai, ResultButtons, WinnerTabs } from './ResultButtons.tsx';

export interface HandInputsProps {
  /** The game as the hand is entered on it: the totals and round before the hand. */
  game: GameView;
  players: readonly GamePlayer[];
  draft: HandDraft;
  /** The transaction the seat taps and chips fill in. */
  active: number;
  onActive: (index: number) => void;
  check: HandCheck;
  bottomSeat: number;
  roundLabel: string;
  dispatch: (action: HandDraftAction) => void;
}

/** What a hand is entered with: the prompt, the table's seats, the result buttons, then the chips. */
export function HandInputs({
  game,
  players,
  draft,
  active,
  onActive,
  check,
  bottomSeat,
  roundLabel,
  dispatch,
}: HandInputsProps) {
  return (
    <>
      <Text role="status" aria-live="polite" fontWeight="medium" data-testid="entry-prompt">
        {entryPrompt(game.variant, draft, active, check)}
      </Text>
      <Box data-entry-step="seats">
        <EntryTable
          game={game}
          draft={draft}
          active={active}
          check={check}
          bottomSeat={bottomSeat}
          roundLabel={roundLabel}
          dispatch={dispatch}
        />
      </Box>
      {draft.result === undefined ? (
        <ResultButtons
          variant={game.variant}
          rules={game.rules}
          onChoose={(result) => dispatch({ kind: 'chooseResult', result })}
        />
      ) : (
        <>
          <WinnerTabs
            draft={draft}
            players={players}
            active={active}
            onSelect={onActive}
            onRemove={(index) => {
              dispatch({ kind: 'removeTransaction', index });
              onActive(0);
            }}
          />
          <HandValueChips
            variant={game.variant}
            rules={game.rules}
            draft={draft}
            index={active}
            {...(game.currentRound ? { dealer: game.currentRound.roundNumber - 1 } : {})}
            dispatch={dispatch}
            onAddWinner={() => {
              dispatch({ kind: 'addTransaction' });
              onActive(draft.transactions.length);
            }}
          />
          {draft.result === 'NAGASHI' ? (
            <NagashiTenpai draft={draft} players={players} dispatch={dispatch} />
          ) : null}
        </>
      )}
    </>
  );
}
