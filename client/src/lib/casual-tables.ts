/** Whether the live lists show casual tables beside the ranked ones: a choice kept on this device. */
import { useDeviceChoice } from './device-choice.ts';

export const CASUAL_TABLES_KEY = 'casualTables';

const isChoice = (value: string | null): value is 'shown' | 'hidden' =>
  value === 'shown' || value === 'hidden';

export function useCasualTablesShown(): [boolean, (shown: boolean) => void] {
  const [choice, choose] = useDeviceChoice(CASUAL_TABLES_KEY, 'shown', isChoice);
  return [choice === 'shown', (shown) => choose(shown ? 'shown' : 'hidden')];
}
