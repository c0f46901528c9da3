import { seedBanners } from '@storefront/api-client/seed';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { BANNER_INTERVAL_MS, BannerSlider } from './BannerSlider';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

describe('BannerSlider', () => {
  it('advances every 5 seconds by default', () => {
    expect(BANNER_INTERVAL_MS).toBe(5000);
  });

  it("shows each banner's title with a link to its url", () => {
    render(
      <ThemeRoot>
        <BannerSlider banners={seedBanners} interval={0} />
      </ThemeRoot>,
    );
    for (const banner of seedBanners) expect(screen.getByRole('heading', { name: banner.title })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'shop now' }).map((a) => a.getAttribute('href'))).toEqual(seedBanners.map((b) => b.url));
  });

  it('asks the browser for the first picture first, without a warning from React', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <ThemeRoot>
        <BannerSlider banners={seedBanners} interval={0} />
      </ThemeRoot>,
    );
    const priorities = [...container.querySelectorAll('img')].map((img) => img.getAttribute('fetchpriority'));
    expect(priorities).toEqual(seedBanners.map((_, index) => (index === 0 ? 'high' : null)));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders nothing without banners', () => {
    const { container } = render(
      <ThemeRoot>
        <BannerSlider banners={[]} />
      </ThemeRoot>,
    );
    expect(container.querySelector('section')).toBeNull();
  });
});
