import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled past `offset` px. Listens passively and only re-renders when the
 * answer flips.
 */
export function useScrollPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    // The first look waits for the next frame: reading the scroll position while the page being
    // taken over still has styles to apply would make the browser lay it out here, in this task.
    const firstLook = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(firstLook);
      window.removeEventListener('scroll', update);
    };
  }, [offset]);
  return past;
}
