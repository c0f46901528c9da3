import { useGesture } from '@use-gesture/react';
import { type KeyboardEvent, useState } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Dialog } from '../../primitives/Dialog';
import { IconButton } from '../../primitives/IconButton';
import { useThemeState } from '../../theme/ThemeContext';

export interface ZoomViewerProps {
  /** The product's name, for the pictures' alternative texts. */
  name: string;
  pictures: readonly string[];
  /** The picture it opens on. */
  start: number;
  onClose: () => void;
}

const Stage = styled.div`
  position: relative;
  display: grid;
  gap: var(--space-3);
  /* The picture takes the screen's height less the dialog's header and this stage's bar. */
  [data-picture] { block-size: calc(100dvh - 12rem); min-block-size: 240px; background: var(--surface-2); border-radius: var(--radius-1); overflow: hidden; touch-action: none; }
  img { display: block; inline-size: 100%; block-size: 100%; object-fit: contain; user-select: none; -webkit-user-drag: none; transform-origin: center; }
  [data-picture][data-zoomed] img { cursor: grab; }
  [data-bar] { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--space-3); }
  [data-bar] > div { display: flex; gap: var(--space-2); }
  p { margin: 0; color: var(--text-muted); font-size: var(--font-size-2); }
`;

/** A horizontal drag this long (px) on an unzoomed picture is a swipe to the next or previous one. */
const SWIPE_PX = 60;
const MAX_SCALE = 4;
const STEP = 1.5;

interface View {
  scale: number;
  x: number;
  y: number;
}
const UNZOOMED: View = { scale: 1, x: 0, y: 0 };
const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(1, scale));

/**
 * The product's pictures full screen: pinch, double-tap (or double-click) and the wheel zoom, a
 * zoomed picture pans under the finger or mouse (gestures read by @use-gesture); a swipe or the
 * arrow keys (mirrored right to left) go to the next or previous picture, and the buttons do all
 * of it too. The gallery renders it while it is open.
 */
export function ZoomViewer({ name, pictures, start, onClose }: ZoomViewerProps) {
  const t = useT();
  const { dir } = useThemeState();
  const [index, setIndex] = useState(start);
  const [view, setView] = useState<View>(UNZOOMED);
  const count = pictures.length;
  const go = (step: 1 | -1) => {
    setIndex((i) => (i + step + count) % count);
    setView(UNZOOMED);
  };
  const zoomBy = (factor: number) => setView((v) => (clampScale(v.scale * factor) === 1 ? UNZOOMED : { ...v, scale: clampScale(v.scale * factor) }));
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === forward && count > 1) go(1);
    else if (event.key === back && count > 1) go(-1);
    else if (event.key === '+' || event.key === '=') zoomBy(STEP);
    else if (event.key === '-') zoomBy(1 / STEP);
    else if (event.key === '0') setView(UNZOOMED);
    else return;
    event.preventDefault();
  };

  const gestures = useGesture(
    {
      onPinch: ({ offset: [scale] }) => setView((v) => (scale <= 1 ? UNZOOMED : { ...v, scale: clampScale(scale) })),
      // The dialog keeps the page from scrolling, so the wheel is free to zoom.
      onWheel: ({ delta: [, dy] }) => zoomBy(dy < 0 ? 1.1 : 1 / 1.1),
      onDrag: ({ pinching, last, offset: [x, y], movement: [mx], cancel }) => {
        if (pinching) return cancel();
        // Zoomed, a drag pans the picture; not zoomed, a long enough one is a swipe.
        if (view.scale > 1) setView((v) => ({ ...v, x, y }));
        else if (last && count > 1 && Math.abs(mx) >= SWIPE_PX) go((dir === 'rtl' ? mx > 0 : mx < 0) ? 1 : -1);
      },
    },
    {
      pinch: { scaleBounds: { min: 1, max: MAX_SCALE }, from: () => [view.scale, 0] },
      // Without pointer capture the drag follows the window, so a pan that leaves the picture goes on.
      drag: { from: () => [view.x, view.y], filterTaps: true, pointer: { capture: false } },
    },
  );

  const current = pictures[Math.min(index, Math.max(0, count - 1))];
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content size="full">
        <Dialog.Header>
          <Dialog.Title>{t('product.picture', { name, index: index + 1 })}</Dialog.Title>
        </Dialog.Header>
        <Stage onKeyDown={onKeyDown} data-zoom-viewer="">
          <div
            {...gestures()}
            data-picture=""
            data-zoomed={view.scale > 1 ? '' : undefined}
            // A double tap or double click zooms in, and back out once zoomed.
            onDoubleClick={() => setView((v) => (v.scale > 1 ? UNZOOMED : { ...v, scale: STEP * STEP }))}
          >
            {current && (
              <img
                src={current}
                alt={t('product.picture', { name, index: index + 1 })}
                width={600}
                height={800}
                draggable={false}
                style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
              />
            )}
          </div>
          <div data-bar="">
            <div>
              {count > 1 && (
                <>
                  <IconButton label={t('product.previousPicture')} icon={dir === 'rtl' ? 'chevron-right' : 'chevron-left'} variant="outline" onClick={() => go(-1)} />
                  <IconButton label={t('product.nextPicture')} icon={dir === 'rtl' ? 'chevron-left' : 'chevron-right'} variant="outline" onClick={() => go(1)} />
                </>
              )}
            </div>
            <p aria-live="polite">{t('product.pictureOf', { index: index + 1, count })}</p>
            <div>
              <IconButton label={t('product.zoomOut')} icon="zoom-out" variant="outline" onClick={() => zoomBy(1 / STEP)} disabled={view.scale <= 1} />
              <IconButton label={t('product.zoomIn')} icon="zoom-in" variant="outline" onClick={() => zoomBy(STEP)} disabled={view.scale >= MAX_SCALE} data-autofocus="" />
            </div>
          </div>
          <p>{t('product.zoomHint')}</p>
        </Stage>
      </Dialog.Content>
    </Dialog.Root>
  );
}
