import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, type StandInTriggerProps } from './on-demand.tsx';

function Trigger({ label, ...trigger }: { label: string } & StandInTriggerProps) {
  return (
    <button type="button" {...trigger}>
      {label}
    </button>
  );
}

function RealMenu({ label, defaultOpen }: { label: string; defaultOpen?: boolean }) {
  return (
    <>
      <button type="button" aria-haspopup="menu" aria-expanded={Boolean(defaultOpen)}>
        {label}
      </button>
      {defaultOpen ? <ul aria-label={`${label} entries`} /> : null}
    </>
  );
}

describe('a bar menu whose code loads when reached for', () => {
  it('draws its trigger alone, fetches the code on focus, and opens the real menu on a press', async () => {
    const load = vi.fn(async () => RealMenu);
    const Menu = onDemand(load, Trigger);
    render(<Menu label="Leaderboard" />);
    const standIn = screen.getByRole('button', { name: 'Leaderboard' });
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    expect(load).not.toHaveBeenCalled();

    await userEvent.tab();
    expect(load).toHaveBeenCalledTimes(1);
    // Still the stand-in, still focused: the code's arrival alone swaps nothing.
    expect(document.activeElement).toBe(standIn);

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: 'Leaderboard entries' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leaderboard' }).getAttribute('aria-expanded')).toBe('true');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next press when the code could not be fetched', async () => {
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return RealMenu;
    });
    const Menu = onDemand(load, Trigger);
    render(<Menu label="Live Games" />);
    await userEvent.click(screen.getByRole('button', { name: 'Live Games' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(screen.queryByRole('list')).toBeNull();

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Live Games' }));
    expect(await screen.findByRole('list', { name: 'Live Games entries' })).toBeTruthy();
  });
});
