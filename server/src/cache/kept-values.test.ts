import { describe, expect, it } from 'vitest';
import { ClubChanges } from '../db/club-changes.ts';
import { KeptValues } from './kept-values.ts';

describe('KeptValues kept by hand', () => {
  const options = { tables: ['players'], maxSize: 10, sizeOf: () => 1 };

  it('keeps a value marked before it was made, unless one of its tables changed since', () => {
    const changes = new ClubChanges(true);
    const values = new KeptValues<string>(changes, options);
    const before = values.mark();
    values.keep('game 1', 'state at version 3', before);
    expect(values.peek('game 1')).toBe('state at version 3');
    changes.changed('rounds');
    expect(values.peek('game 1')).toBe('state at version 3');
    const stale = values.mark();
    changes.changed('players');
    expect(values.peek('game 1')).toBeUndefined();
    values.keep('game 1', 'made before the rename', stale);
    expect(values.peek('game 1')).toBeUndefined();
  });

  it('shows nothing kept while other writers could go unheard', () => {
    const changes = new ClubChanges(true);
    const values = new KeptValues<string>(changes, options);
    values.keep('game 1', 'state', values.mark());
    changes.heard = false;
    expect(values.peek('game 1')).toBeUndefined();
  });
});
