import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
export type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

export interface CarouselEngineProps {
  /** The carousel's viewport element, already on the page with its slides. */
  viewport: HTMLElement;
  options: CarouselOptions;
  /** Milliseconds between automatic steps; undefined for none. */
  autoplay: number | undefined;
  onApi: (api: CarouselApi | undefined) => void;
}

/** Attaches embla (swipe, snapping, autoplay) to a carousel that is already drawn. Renders nothing. */
export function CarouselEngine({ viewport, options, autoplay, onApi }: CarouselEngineProps) {
  const [plugins] = useState(() =>
    autoplay === undefined ? [] : [Autoplay({ delay: autoplay, stopOnMouseEnter: true, stopOnInteraction: false })],
  );
  const [attach, api] = useEmblaCarousel(options, plugins);
  // Embla measures the slides as it starts. Each carousel starts in a task of its own: the three
  // of the home page starting together were one long task right after the page was taken over.
  useEffect(() => {
    const start = setTimeout(() => flushSync(() => attach(viewport)), 0);
    return () => {
      clearTimeout(start);
      attach(null);
    };
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
