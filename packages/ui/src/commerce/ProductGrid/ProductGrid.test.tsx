import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { sampleProducts } from '../storyData';
import { ProductGrid } from './ProductGrid';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

/** An IntersectionObserver the test can fire by hand. */
let observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class ManualObserver {
  private entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    observers = observers.filter((o) => o !== this.entry);
  }
  takeRecords() {
    return [];
  }
}
function scrollToEnd() {
  act(() => {
    for (const o of [...observers])
      o.callback(o.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry), {} as IntersectionObserver);
  });
}

const twelve = sampleProducts.slice(0, 12);

describe('ProductGrid', () => {
  beforeEach(() => {
    observers = [];
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', ManualObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const renderGrid = (onShownChange = vi.fn(), products = twelve) => {
    render(
      <ThemeRoot>
        <ProductGrid products={products} productHref={(p) => `/product/${p.id}`} delay={3000} onShownChange={onShownChange} />
      </ThemeRoot>,
    );
    return onShownChange;
  };

  it('starts with 5 products', () => {
    const onShownChange = renderGrid();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(onShownChange).toHaveBeenLastCalledWith(5);
  });

  it('adds 5 more only after the delay once the end comes into view', () => {
    renderGrid();
    scrollToEnd();
    expect(screen.getByText('Loading more products...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getAllByRole('article')).toHaveLength(5);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it("shows all and says 'Yay! You have seen it all' at the end", () => {
    const onShownChange = renderGrid();
    for (let i = 0; i < 3; i += 1) {
      scrollToEnd();
      act(() => vi.advanceTimersByTime(3000));
    }
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Yay! You have seen it all')).toBeInTheDocument();
    expect(onShownChange).toHaveBeenLastCalledWith(12);
  });

  it('scrolls on past the products given to the total, asking for more one page ahead', () => {
    const onNeedMore = vi.fn();
    const { rerender } = render(
      <ThemeRoot>
        <ProductGrid products={twelve.slice(0, 10)} total={12} onNeedMore={onNeedMore} productHref={(p) => `/product/${p.id}`} delay={3000} />
      </ThemeRoot>,
    );
    // 10 loaded fill the first two pages: nothing asked for yet.
    expect(onNeedMore).not.toHaveBeenCalled();
    scrollToEnd();
    act(() => vi.advanceTimersByTime(3000));
    // Page 2 shown: page 3 (products 11-12) is not loaded, so more are asked for.
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(onNeedMore).toHaveBeenCalledTimes(1);
    scrollToEnd();
    act(() => vi.advanceTimersByTime(3000));
    // Page 3 wanted but not here yet: still loading, not 'seen it all'.
    expect(screen.getByText('Loading more products...')).toBeInTheDocument();
    expect(screen.queryByText('Yay! You have seen it all')).not.toBeInTheDocument();
    rerender(
      <ThemeRoot>
        <ProductGrid products={twelve} total={12} onNeedMore={onNeedMore} productHref={(p) => `/product/${p.id}`} delay={3000} />
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Yay! You have seen it all')).toBeInTheDocument();
  });

  it('starts with initialShown, in whole pages, and goes on scrolling from there', () => {
    const onShownChange = vi.fn();
    render(
      <ThemeRoot>
        <ProductGrid products={twelve} productHref={(p) => `/product/${p.id}`} delay={3000} initialShown={7} onShownChange={onShownChange} />
      </ThemeRoot>,
    );
    // 7 shown last time: the two pages that held them.
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(onShownChange).toHaveBeenLastCalledWith(10);
    scrollToEnd();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  it('starts again at initialShown when resetKey changes: the first 5 unless told otherwise', () => {
    const grid = (resetKey: string, initialShown?: number) => (
      <ThemeRoot>
        <ProductGrid products={twelve} productHref={(p) => `/product/${p.id}`} delay={3000} resetKey={resetKey} initialShown={initialShown} />
      </ThemeRoot>
    );
    const { rerender } = render(grid('newest'));
    scrollToEnd();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getAllByRole('article')).toHaveLength(10);
    rerender(grid('cheapest'));
    expect(screen.getAllByRole('article')).toHaveLength(5);
    rerender(grid('newest', 10));
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it('shows the empty result when no product matches', () => {
    renderGrid(vi.fn(), []);
    expect(screen.getByRole('heading', { name: "Sorry! Couldn't find the product you were looking For!!!" })).toBeInTheDocument();
  });
});
