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

  it('shows the empty result when no product matches', () => {
    renderGrid(vi.fn(), []);
    expect(screen.getByRole('heading', { name: "Sorry! Couldn't find the product you were looking For!!!" })).toBeInTheDocument();
  });
});
