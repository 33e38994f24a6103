import { describe, expect, it } from 'vitest';
import { SEND_STATUS } from './send-states.ts';

describe('the states of a hand being sent', () => {
  it('look different from each other: sending, sent, queued offline and failed each have their own colour', () => {
    const statuses = Object.values(SEND_STATUS);
    expect(new Set(statuses).size).toBe(statuses.length);
    expect(Object.keys(SEND_STATUS).sort()).toEqual(['failed', 'queued', 'sending', 'sent']);
  });
});
