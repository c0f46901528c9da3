import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './useMediaQuery';

/** One media query list whose answer a test flips, telling its listeners as a browser would. */
function fakeMedia(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    listeners,
    flip(next: boolean) {
      matches = next;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}

function Probe({ query = '(min-width: 750px)', serverValue }: { query?: string; serverValue?: boolean }) {
  return <p>{useMediaQuery(query, serverValue) ? 'matches' : 'does not match'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('answers as the browser does and follows its changes', () => {
    const media = fakeMedia(false);
    render(<Probe />);
    expect(screen.getByText('does not match')).toBeInTheDocument();
    media.flip(true);
    expect(screen.getByText('matches')).toBeInTheDocument();
  });

  it('stops listening when the component goes', () => {
    const media = fakeMedia(true);
    const { unmount } = render(<Probe />);
    expect(media.listeners.size).toBe(1);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it("renders the server value on the server, false unless given, whatever the browser's answer", () => {
    fakeMedia(true);
    expect(renderToString(<Probe />)).toContain('does not match');
    expect(renderToString(<Probe serverValue />)).toContain('matches');
  });
});
