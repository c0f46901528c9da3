import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled past `offset` px (and, when given, at least `minWidth` px wide).
 * Listens passively and only re-renders when the answer flips.
 */
export function useScrollPast(offset: number, minWidth = 0): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset && window.innerWidth >= minWidth);
    // The first look waits for the next frame: reading the scroll position while the page being
    // taken over still has styles to apply would make the browser lay it out here, in this task.
    const firstLook = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(firstLook);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [offset, minWidth]);
  return past;
}
