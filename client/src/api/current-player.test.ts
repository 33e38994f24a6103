import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { askForThePlayerWhenOnline, currentPlayerKey } from './current-player.ts';

describe('the current player after a page opened offline', () => {
  it('is asked for again when the connection returns, only while nobody is known', () => {
    const client = new QueryClient();
    const asked: unknown[] = [];
    client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate') asked.push(event.query.queryKey);
    });
    client.setQueryData(currentPlayerKey, null);
    const stop = askForThePlayerWhenOnline(client, window);
    window.dispatchEvent(new Event('online'));
    expect(asked).toEqual([currentPlayerKey]);

    client.setQueryData(currentPlayerKey, { id: 1, username: 'alice' });
    window.dispatchEvent(new Event('online'));
    expect(asked).toHaveLength(1);
    stop();
  });
});
