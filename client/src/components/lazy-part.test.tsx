import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('a part of a page whose code loads on demand', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the page whole while its code cannot be fetched, and loads it once the connection returns', async () => {
    // React reports the caught failure on the console; it is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const Part = lazyPart(load, { loading: <p>Loading…</p>, unavailable: <p>Offline for now</p> });

    render(
      <main>
        <h1>The game</h1>
        <Part name="alice" />
      </main>,
    );
    expect(await screen.findByText('Offline for now')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The game' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Hello, alice')).toBeTruthy();
    expect(screen.queryByText('Offline for now')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows its loading text, then the part', async () => {
    const Part = lazyPart(async () => ({ default: Greeting }), { loading: <p>Loading…</p> });
    render(<Part name="bob" />);
    expect(await screen.findByText('Hello, bob')).toBeTruthy();
  });

  it('draws its stand-in from its own props, while loading and while unavailable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyPart<{ name: string }>(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      {
        loading: ({ name }) => <p>Waiting for {name}</p>,
        unavailable: ({ name }) => <p>{name}, offline</p>,
      },
    );
    render(<Part name="carol" />);
    expect(screen.getByText('Waiting for carol')).toBeTruthy();
    expect(await screen.findByText('carol, offline')).toBeTruthy();
  });
});
