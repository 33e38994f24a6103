import { describe, expect, it } from 'vitest';
import { system } from './system.ts';

describe('every control a finger taps', () => {
  it('is at least 44 px high (and a button as wide) whatever its size', () => {
    const base = (name: string) =>
      (system.getRecipe(name as never) as { base?: Record<string, unknown> }).base;
    const slotBase = (name: string, slot: string) =>
      (system.getSlotRecipe(name as never) as { base?: Record<string, Record<string, unknown>> }).base?.[
        slot
      ];
    expect(base('button')).toMatchObject({ minH: '11', minW: '11' });
    const sizes = (system.getRecipe('button' as never) as { variants?: { size?: Record<string, object> } })
      .variants?.size;
    for (const size of ['xs', 'sm', 'md']) expect(sizes?.[size]).toMatchObject({ minH: '11', minW: '11' });
    expect(base('input')).toMatchObject({ minH: '11' });
    expect(slotBase('nativeSelect', 'field')).toMatchObject({ minH: '11' });
    expect(slotBase('tabs', 'trigger')).toMatchObject({ minH: '11' });
    expect(slotBase('switch', 'root')).toMatchObject({ minH: '11', minW: '11' });
    expect(slotBase('checkbox', 'root')).toMatchObject({ minH: '11', minW: '11' });
    // Links, in a sentence too, and the player picker's buttons, list and menu items.
    expect(base('link')).toMatchObject({ minH: '11', minW: '11', display: 'inline-flex' });
    expect(slotBase('combobox', 'trigger')).toMatchObject({ minH: '11', minW: '11' });
    expect(slotBase('combobox', 'clearTrigger')).toMatchObject({ minH: '11', minW: '11' });
    expect(slotBase('combobox', 'control')).toMatchObject({ '--combobox-input-height': 'sizes.11' });
    expect(slotBase('combobox', 'item')).toMatchObject({ minH: '11' });
    expect(slotBase('menu', 'item')).toMatchObject({ minH: '11' });
    // Chakra's own styles are kept beside the sizes.
    expect(base('button')).toMatchObject({ display: 'inline-flex' });
    expect(system.token('sizes.11')).toBe('2.75rem');
  });
});
