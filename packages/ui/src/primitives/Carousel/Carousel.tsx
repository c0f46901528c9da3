// Types only: the plugin's API and events on embla's (the plugin itself loads with the engine).
import type {} from 'embla-carousel-autoplay';
import { Children, forwardRef, type HTMLAttributes, type KeyboardEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { createChunkLoader, useLoadedChunk } from '../../shared/chunkLoader';
import { useMediaQuery } from '../../shared/useMediaQuery';
import { breakpoints, prefersReducedMotion, sliderBreakpoints } from '../../theme/media';
import { useThemeState } from '../../theme/ThemeContext';
import { IconButton } from '../IconButton';
import type { CarouselApi, CarouselOptions } from './CarouselEngine';
import { type Responsive, responsiveProperty, useResponsiveValue } from './useResponsiveValue';

// embla (swipe, snapping, autoplay) attaches after the slides are drawn: the first
// paint shows the first slides without it, and the engine is a chunk of its own.
const engineChunk = createChunkLoader(async () => (await import('./CarouselEngine')).CarouselEngine);

/** Loads the carousel engine now (idempotent); tests and Storybook call it before rendering. */
export function preloadCarousel(): Promise<void> {
  return engineChunk.preload();
}

export interface CarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect' | 'children'> {
  /** One child per slide. */
  children: ReactNode;
  /** The carousel's accessible name ('Top products'). */
  label: string;
  /** Slides visible at once, fixed or by viewport min-width (see `sliderSettings`). 1 by default. */
  slidesPerView?: Responsive;
  /** Slides moved per step; the same as slidesPerView by default. */
  slidesToScroll?: Responsive;
  /** Milliseconds between automatic steps; off when omitted or when the user prefers reduced motion. */
  autoplay?: number;
  /** Approximate scroll animation time in ms (embla's duration is speed / 10). */
  speed?: number;
  loop?: boolean;
  /** Previous/next buttons; on by default. */
  showArrows?: boolean;
  /** One dot button per scroll position. */
  showDots?: boolean;
  /** Space between slides (a CSS length); var(--space-4) by default. */
  gap?: string;
  /** Called with the selected scroll position. */
  onSelect?: (index: number) => void;
}

/** The spec's slider settings: 4 per view and scroll 4, fewer on narrow screens. */
export const sliderSettings = {
  slidesPerView: { 0: 1, [sliderBreakpoints.two]: 2, [sliderBreakpoints.three]: 3, [breakpoints.xl]: 4 },
  slidesToScroll: { 0: 1, [sliderBreakpoints.two]: 2, [sliderBreakpoints.three]: 3, [breakpoints.xl]: 4 },
  autoplay: 3000,
  speed: 300,
} as const satisfies Partial<CarouselProps>;

/**
 * Whether a carousel's engine should run: once the carousel is on the screen or near it (within
 * 200px), or once the shopper reaches for it (`start`: pointer, focus, an arrow). The engine of a
 * carousel further down starts when it comes near: its measuring is work the first load does not
 * need (each carousel's start is a long task of layout reads).
 * Where IntersectionObserver is missing (jsdom), every carousel starts at once.
 */
function useEngineStart(element: HTMLElement | null): [started: boolean, start: () => void] {
  const [started, setStarted] = useState(false);
  const start = useCallback(() => setStarted(true), []);
  useEffect(() => {
    if (!element || started) return;
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    }, { rootMargin: '200px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, started, start]);
  return [started, start];
}

const Root = styled.section<{ $perView: Responsive }>`
  ${({ $perView }) => responsiveProperty('--per-view', $perView)}
  position: relative;
  display: grid;
  gap: var(--space-3);
  /* Inside its edge: a full-width slider has no room outside for the ring. The slides (a positioned
     viewport) paint over an inset outline, so the ring is a layer above them; the outline stays for
     forced-colours mode. */
  &:focus-visible { outline: 3px solid var(--focus-ring); outline-offset: -3px; }
  &:focus-visible::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border: 3px solid var(--focus-ring);
    pointer-events: none;
  }
`;

const Viewport = styled.div`
  /* Relative: screen-reader-only text in the slides is positioned absolutely, and only a positioned
     box clips it; otherwise the slides off to the side widen the page. */
  position: relative;
  overflow: hidden;
  /* The viewport clips what overflows it, a focus ring drawn outside a slide's control included:
     draw it inside. */
  :focus-visible { outline-offset: -3px; }
`;

const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
  margin-inline-start: calc(var(--carousel-gap) * -1);
`;

const Slide = styled.div`
  flex: 0 0 calc(100% / var(--per-view));
  min-inline-size: 0;
  padding-inline-start: var(--carousel-gap);
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
`;

const Dot = styled.button`
  inline-size: 24px;
  block-size: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    inline-size: 10px;
    block-size: 10px;
    margin: auto;
    border-radius: var(--radius-full);
    background: var(--border-strong);
  }
  /* The current dot is a wider pill, not only another colour (indicators: tokens.ts). */
  &[aria-current='true']::before { inline-size: 22px; background: var(--accent-11); }
`;

/**
 * A slider (embla): slides per view and per step by breakpoint, optional autoplay, swipe, arrow
 * keys and prev/next buttons; follows the ThemeRoot's direction and the reduced-motion preference.
 */
export const Carousel = forwardRef<HTMLElement, CarouselProps>(function Carousel({
  children,
  label,
  slidesPerView = 1,
  slidesToScroll,
  autoplay,
  speed = 300,
  loop = false,
  showArrows = true,
  showDots = false,
  gap = 'var(--space-4)',
  onSelect,
  ...rest
}: CarouselProps, ref) {
  const t = useT();
  const { dir } = useThemeState();
  const reducedMotion = useMediaQuery(prefersReducedMotion);
  const perView = useResponsiveValue(slidesPerView);
  const perStep = useResponsiveValue(slidesToScroll ?? slidesPerView);
  const slides = Children.toArray(children);
  // Read when the engine starts (after hydration, whose first render assumes no preference): the
  // engine keeps the autoplay it started with.
  const autoplayDelay = autoplay && !reducedMotion ? autoplay : undefined;
  const options = useMemo<CarouselOptions>(
    () => ({ align: 'start', direction: dir, loop, slidesToScroll: perStep, duration: reducedMotion ? 1 : Math.max(1, speed / 10), containScroll: 'trimSnaps' }),
    [dir, loop, perStep, reducedMotion, speed],
  );
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<CarouselApi>();
  const LoadedEngine = useLoadedChunk(engineChunk);
  useEffect(() => {
    preloadCarousel().catch(() => {}); // without it the slides still show, unswiped
  }, []);
  const [started, start] = useEngineStart(viewport);
  // A step asked for before the engine runs (a tap on an arrow, a key), taken once it does.
  const pendingStep = useRef<((api: CarouselApi) => void) | null>(null);
  const step = useCallback(
    (move: (api: CarouselApi) => void) => {
      if (embla) move(embla);
      else {
        pendingStep.current = move;
        start();
      }
    },
    [embla, start],
  );
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > perView);

  const sync = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setSnaps(embla.scrollSnapList());
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    pendingStep.current?.(embla);
    pendingStep.current = null;
    sync();
    const onSelected = () => {
      sync();
      onSelect?.(embla.selectedScrollSnap());
    };
    embla.on('select', onSelected).on('reInit', sync);
    return () => {
      embla.off('select', onSelected).off('reInit', sync);
    };
  }, [embla, sync, onSelect]);

  // Moving slides need a way to stop them (WCAG 2.2.2): the pause button, kept while on the page.
  const [paused, setPaused] = useState(false);
  const wasPaused = useRef(false);
  useEffect(() => {
    const autoplayPlugin = embla?.plugins().autoplay;
    if (!embla || !autoplayPlugin) return;
    if (!paused) {
      // The plugin plays by itself when it starts: only a resume after a pause needs play(). (It
      // throws if embla has not started it, as when the engine is inactive: nothing to resume then.)
      if (wasPaused.current) {
        try {
          autoplayPlugin.play();
        } catch {}
      }
      return;
    }
    wasPaused.current = true;
    autoplayPlugin.stop();
    // The plugin starts again by itself when the pointer leaves or focus goes: stop it again, once
    // its start has finished (stop() does nothing before).
    const keepStopped = () => queueMicrotask(() => autoplayPlugin.stop());
    embla.on('autoplay:play', keepStopped);
    return () => {
      embla.off('autoplay:play', keepStopped);
    };
  }, [embla, paused]);

  const prev = useCallback(() => step((api) => api.scrollPrev(reducedMotion)), [step, reducedMotion]);
  const next = useCallback(() => step((api) => api.scrollNext(reducedMotion)), [step, reducedMotion]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    // In right-to-left the next slide lies to the left.
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) {
      event.preventDefault();
      next();
    } else if (event.key === backward) {
      event.preventDefault();
      prev();
    }
  };

  return (
    <Root
      {...rest}
      ref={ref}
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      $perView={slidesPerView}
      style={{ ['--carousel-gap' as string]: gap }}
      data-engine={embla ? 'on' : 'off'}
      onPointerEnter={start}
      onFocus={start}
    >
      {LoadedEngine && viewport && started && <LoadedEngine viewport={viewport} options={options} autoplay={autoplayDelay} onApi={setEmbla} />}
      <Viewport ref={setViewport}>
        <Track aria-live={autoplayDelay ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <Slide
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: index + 1, count: slides.length })}
            >
              {slide}
            </Slide>
          ))}
        </Track>
      </Viewport>
      {(showArrows || showDots || autoplayDelay) && slides.length > perView && (
        <Controls>
          {showArrows && (
            <IconButton
              label={t('carousel.previous')}
              icon={dir === 'rtl' ? 'chevron-right' : 'chevron-left'}
              variant="outline"
              size="sm"
              onClick={prev}
              disabled={!loop && !canPrev}
            />
          )}
          {showDots &&
            snaps.map((_, index) => (
              <Dot
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per scroll position
                key={index}
                type="button"
                aria-label={t('carousel.slide', { index: index + 1, count: snaps.length })}
                aria-current={index === selected}
                onClick={() => step((api) => api.scrollTo(index, reducedMotion))}
              />
            ))}
          {showArrows && (
            <IconButton
              label={t('carousel.next')}
              icon={dir === 'rtl' ? 'chevron-left' : 'chevron-right'}
              variant="outline"
              size="sm"
              onClick={next}
              disabled={!loop && !canNext}
            />
          )}
          {autoplayDelay && (
            <IconButton
              label={t(paused ? 'carousel.play' : 'carousel.pause')}
              icon={paused ? 'play' : 'pause'}
              variant="outline"
              size="sm"
              onClick={() => setPaused((was) => !was)}
            />
          )}
        </Controls>
      )}
    </Root>
  );
});
