import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';

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
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
