import { Toaster as Sonner, toast } from 'sonner';
import { useThemeState } from '../../theme/ThemeContext';

export { toast };

export interface ToasterProps {
  /** Where toasts appear; the inline end of the top edge by default (mirrors in right-to-left). */
  position?: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'top-center' | 'bottom-center';
  /** Milliseconds a toast stays; 3000 by default. */
  duration?: number;
}

/** Space above a toast at the top: clear of the Header's bar (69 px), so its counts stay in sight. */
const HEADER_CLEARANCE = { top: 84 };
const MOBILE_HEADER_CLEARANCE = { top: 76 };

/**
 * Where `toast('Item Added to Cart')` messages appear (sonner), drawn with the theme's tokens and
 * following the ThemeRoot's colour mode and direction. Render it once near the app's root. At the
 * top, toasts sit below the Header, not over the cart count they report.
 */
export function Toaster({ position, duration = 3000 }: ToasterProps) {
  const { colorMode, dir } = useThemeState();
  const side = dir === 'rtl' ? 'left' : 'right';
  return (
    <Sonner
      theme={colorMode}
      dir={dir}
      position={position ?? `top-${side}`}
      duration={duration}
      offset={HEADER_CLEARANCE}
      mobileOffset={MOBILE_HEADER_CLEARANCE}
      toastOptions={{
        style: {
          background: 'var(--surface-raised)',
          color: 'var(--text)',
          border: '1px solid var(--border)',
          fontFamily: 'var(--font-body)',
        },
      }}
    />
  );
}
