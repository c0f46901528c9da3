import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { Carousel, sliderSettings } from './Carousel';
import { resolveResponsive, responsiveProperty } from './useResponsiveValue';

const at = (width: number) => (minWidth: number) => width >= minWidth;

describe('sliderSettings', () => {
  it('shows 4 per view from 1200px, 3 below 1200, 2 below 991 and 1 below 420', () => {
    const perView = [1400, 1200, 1199, 991, 990, 420, 419, 320].map((w) => resolveResponsive(sliderSettings.slidesPerView, at(w)));
    expect(perView).toEqual([4, 4, 3, 3, 2, 2, 1, 1]);
  });

  it('gives the slides per view to CSS by breakpoint, so the server\'s page is right at every width', () => {
    expect(responsiveProperty('--per-view', sliderSettings.slidesPerView).split('\n')).toEqual([
      '--per-view: 1;',
      '@media (min-width: 420px) { --per-view: 2; }',
      '@media (min-width: 991px) { --per-view: 3; }',
      '@media (min-width: 1200px) { --per-view: 4; }',
    ]);
    expect(responsiveProperty('--per-view', 2)).toBe('--per-view: 2;');
  });

  it('autoplays every 3000 ms at a 300 ms speed', () => {
    expect([sliderSettings.autoplay, sliderSettings.speed]).toEqual([3000, 300]);
  });
});

describe('Carousel', () => {
  it('names the region and every slide by its position', () => {
    render(
      <Carousel label="Latest products" slidesPerView={2}>
        <p>One</p>
        <p>Two</p>
        <p>Three</p>
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Latest products' });
    expect(within(region).getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 3',
      'Slide 2 of 3',
      'Slide 3 of 3',
    ]);
    // The slides per view come with the region's class, as CSS.
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(rules).toMatch(new RegExp(`\\.${region.classList[1]}\\{--per-view:2;`));
  });

  it('gives moving slides a pause button that turns into play, and none to slides that do not move', async () => {
    const slides = ['a', 'b', 'c'].map((name) => <p key={name}>{name}</p>);
    const { rerender } = render(
      <ThemeRoot>
        <Carousel label="banners" autoplay={3000}>
          {slides}
        </Carousel>
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
    expect(screen.getByRole('button', { name: 'Play the slides' })).toBeInTheDocument();
    rerender(
      <ThemeRoot>
        <Carousel label="banners">{slides}</Carousel>
      </ThemeRoot>,
    );
    expect(screen.queryByRole('button', { name: /the slides$/ })).toBeNull();
  });

  it('points the previous arrow to the right in right-to-left', () => {
    render(
      <ThemeRoot dir="rtl">
        <Carousel label="Products">
          <p>One</p>
          <p>Two</p>
        </Carousel>
      </ThemeRoot>,
    );
    expect(screen.getByRole('button', { name: 'Previous slide' }).querySelector('svg')).toHaveAttribute('data-icon', 'chevron-right');
  });
});
