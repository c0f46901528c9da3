import { useGesture } from '@use-gesture/react';
import { type HTMLAttributes, lazy, type PointerEvent, Suspense, useId, useState } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Carousel } from '../../primitives/Carousel';
import { IconButton } from '../../primitives/IconButton';
import { useThemeState } from '../../theme/ThemeContext';
import { narrowerThan } from '../../theme/media';

// The full-screen viewer (with Radix's dialog) loads when a picture is first opened.
const ZoomViewer = lazy(() => import('./ZoomViewer').then((module) => ({ default: module.ZoomViewer })));

export interface ProductGalleryProps extends HTMLAttributes<HTMLElement> {
  /** The product's name, for the pictures' alternative texts. */
  name: string;
  /** The pictures to show (the chosen colour's, see productPictures). */
  pictures: readonly string[];
  /** Thumbnails in a column beside the main picture (the 'vertical' layout). */
  vertical?: boolean;
}

const Root = styled.div`
  display: grid;
  gap: var(--space-3);
  &[data-vertical] { grid-template-columns: 96px 1fr; align-items: start; }
  &[data-vertical] > [data-main] { order: 2; }
  h2 { margin: 0; font-size: var(--font-size-4); }
`;

const Main = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: var(--radius-1);
  background: var(--surface-2);
  aspect-ratio: 3 / 4;
  img { inline-size: 100%; block-size: 100%; object-fit: cover; display: block; cursor: zoom-in; }
  /* A mouse over the picture magnifies it where it points (a finger opens the full-screen viewer instead). */
  @media (hover: hover) and (pointer: fine) {
    &[data-magnified] img { transform: scale(2); transform-origin: var(--zoom-x) var(--zoom-y); }
  }
  [data-arrow] { position: absolute; inset-block-start: 50%; margin-block-start: -22px; background: var(--surface-raised); }
  [data-arrow='prev'] { inset-inline-start: var(--space-2); }
  [data-arrow='next'] { inset-inline-end: var(--space-2); }
  [data-zoom] { position: absolute; inset-block-end: var(--space-2); inset-inline-end: var(--space-2); background: var(--surface-raised); }
  [data-count] { display: none; }
  /* Phones: one picture, swiped (no thumbnails), short enough for the name, price and options to follow on the first screen. */
  @media ${narrowerThan('md')} {
    aspect-ratio: auto;
    block-size: min(30svh, 100vw);
    touch-action: pan-y;
    img { object-fit: contain; }
    [data-count] {
      display: block;
      position: absolute;
      inset-block-end: var(--space-2);
      inset-inline-start: var(--space-2);
      padding-inline: var(--space-2);
      border-radius: var(--radius-1);
      background: var(--surface-raised);
      color: var(--text);
      font-size: var(--font-size-2);
    }
  }
`;

/** The thumbnails give way to swiping on phones. */
const Thumbs = styled.div`
  @media ${narrowerThan('md')} { display: none; }
`;

const Thumb = styled.button`
  display: block;
  inline-size: 100%;
  padding: 0;
  border: 2px solid transparent;
  border-radius: var(--radius-1);
  background: var(--surface-2);
  cursor: pointer;
  img { display: block; inline-size: 100%; aspect-ratio: 3 / 4; object-fit: cover; }
  &[aria-current='true'] { border-color: var(--accent-9); }
`;

const ThumbColumn = styled.div`
  display: grid;
  gap: var(--space-2);
`;

const Images = styled.section`
  display: grid;
  gap: var(--space-3);
  h2 { margin: 0; font-size: var(--font-size-4); }
  ul { display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: var(--space-2); margin: 0; padding: 0; list-style: none; }
`;

/** A horizontal drag this long (px) on the main picture is a swipe to the next or previous one. */
const SWIPE_PX = 50;

/**
 * The product page's pictures: the main picture with previous/next (a mouse over it magnifies it,
 * a finger swipes it) and a thumbnail carousel of 3 slides (a counter on phones instead). The main
 * picture opens the full-screen viewer (ZoomViewer: pinch, double-tap, swipe, keys).
 */
export function ProductGallery({ name, pictures, vertical = false, ...rest }: ProductGalleryProps) {
  const t = useT();
  const { dir } = useThemeState();
  const [index, setIndex] = useState(0);
  const count = pictures.length;
  // A new picture set (another colour) starts at its first picture.
  const key = pictures.join('|');
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setIndex(0);
  }
  const current = pictures[Math.min(index, Math.max(0, count - 1))];
  const [viewer, setViewer] = useState<{ pictures: readonly string[]; at: number } | null>(null);

  const [magnified, setMagnified] = useState<{ x: number; y: number } | null>(null);
  const magnify = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setMagnified({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  };
  // A finger's horizontal swipe shows the next or previous picture (mirrored right to left).
  const swipe = useGesture({
    onDrag: ({ last, movement: [mx], event }) => {
      // A mouse magnifies instead; a touch or pen swipes.
      if (!last || count < 2 || Math.abs(mx) < SWIPE_PX || ('pointerType' in event && event.pointerType === 'mouse')) return;
      const next = dir === 'rtl' ? mx > 0 : mx < 0;
      setIndex((i) => (i + (next ? 1 : -1) + count) % count);
    },
  }, { drag: { pointer: { capture: false } } });

  const thumbs = pictures.map((src, i) => (
    <Thumb key={src} type="button" aria-current={i === index} aria-label={t('product.showPicture', { index: i + 1 })} onClick={() => setIndex(i)}>
      <img src={src} alt="" loading="lazy" decoding="async" width={96} height={128} />
    </Thumb>
  ));

  return (
    <Root data-vertical={vertical ? '' : undefined} data-product-gallery="" {...rest}>
      <Main
        data-main=""
        aria-label={t('product.pictures', { name })}
        role="group"
        data-magnified={magnified ? '' : undefined}
        style={magnified ? { ['--zoom-x' as string]: `${magnified.x}%`, ['--zoom-y' as string]: `${magnified.y}%` } : undefined}
        {...swipe()}
        onPointerMove={magnify}
        onPointerLeave={() => setMagnified(null)}
      >
        {current && (
          <img
            src={current}
            alt={t('product.picture', { name, index: index + 1 })}
            width={600}
            height={800}
            decoding="async"
            onClick={() => setViewer({ pictures, at: index })}
            draggable={false}
          />
        )}
        {count > 1 && (
          <span data-count="" aria-hidden="true">
            {index + 1} / {count}
          </span>
        )}
        {current && (
          <IconButton
            data-zoom=""
            label={t('product.zoom', { name })}
            icon="zoom-in"
            variant="outline"
            aria-haspopup="dialog"
            onClick={() => setViewer({ pictures, at: index })}
            draggable={false}
          />
        )}
        {count > 1 && (
          <>
            <IconButton
              data-arrow="prev"
              label={t('product.previousPicture')}
              icon={dir === 'rtl' ? 'chevron-right' : 'chevron-left'}
              variant="outline"
              onClick={() => setIndex((i) => (i - 1 + count) % count)}
            />
            <IconButton
              data-arrow="next"
              label={t('product.nextPicture')}
              icon={dir === 'rtl' ? 'chevron-left' : 'chevron-right'}
              variant="outline"
              onClick={() => setIndex((i) => (i + 1) % count)}
            />
          </>
        )}
      </Main>
      {count > 1 && (
        <Thumbs>
          {vertical ? (
            <ThumbColumn role="group" aria-label={t('product.thumbnails', { name })}>
              {thumbs}
            </ThumbColumn>
          ) : (
            <Carousel label={t('product.thumbnails', { name })} slidesPerView={3} slidesToScroll={1} gap="var(--space-2)">
              {thumbs}
            </Carousel>
          )}
        </Thumbs>
      )}
      {viewer && (
        <Suspense fallback={null}>
          <ZoomViewer name={name} pictures={viewer.pictures} start={viewer.at} onClose={() => setViewer(null)} />
        </Suspense>
      )}
    </Root>
  );
}

export interface ProductImagesProps extends HTMLAttributes<HTMLElement> {
  name: string;
  /** The product's media: each opens full screen. */
  images: readonly string[];
}

/** The zoomable 'Images' gallery of the fetched product page: each picture opens the full-screen viewer. */
export function ProductImages({ name, images, ...rest }: ProductImagesProps) {
  const t = useT();
  const heading = useId();
  const [openAt, setOpenAt] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <Images aria-labelledby={heading} {...rest}>
      <h2 id={heading}>{t('product.images')}</h2>
      <ul>
        {images.map((src, i) => (
          <li key={src}>
            <Thumb type="button" aria-label={t('product.zoom', { name: `${name} ${i + 1}` })} aria-haspopup="dialog" onClick={() => setOpenAt(i)}>
              <img src={src} alt="" loading="lazy" decoding="async" width={96} height={128} />
            </Thumb>
          </li>
        ))}
      </ul>
      {openAt !== null && (
        <Suspense fallback={null}>
          <ZoomViewer name={name} pictures={images} start={openAt} onClose={() => setOpenAt(null)} />
        </Suspense>
      )}
    </Images>
  );
}
