import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';

export interface CountdownProps {
  /** When the offer ends (ms since the epoch). */
  endsAt: number;
  /** A fixed "now" (ms): the countdown then stays still (stories, tests); it ticks every second otherwise. */
  now?: number;
}

/** Days, hours, minutes and seconds left until `endsAt`, never below zero. */
export function timeLeft(endsAt: number, now: number) {
  const total = Math.max(0, Math.floor((endsAt - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const Root = styled.div`
  display: grid;
  gap: var(--space-2);
  p { margin: 0; font-weight: 600; }
  ol { display: flex; flex-wrap: wrap; gap: var(--space-2); margin: 0; padding: 0; list-style: none; }
  li {
    display: grid;
    justify-items: center;
    min-inline-size: 56px;
    padding: var(--space-2);
    border-radius: var(--radius-1);
    background: var(--surface-2);
    color: var(--text);
  }
  strong { font-size: var(--font-size-4); }
  small { color: var(--text-muted); }
`;

/**
 * The product page's offer countdown (a demo item of the spec). Without `now` it reads the clock
 * only once mounted: a page rendered on the server and then in the browser (or hydrated) draws the
 * same placeholders first, wherever and whenever each of them ran.
 */
export function Countdown({ endsAt, now }: CountdownProps) {
  const t = useT();
  const [clock, setClock] = useState<number | null>(now ?? null);
  useEffect(() => {
    if (now !== undefined) {
      setClock(now);
      return;
    }
    setClock(Date.now());
    const timer = setInterval(() => setClock(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  const left = clock === null ? null : timeLeft(endsAt, clock);
  const show = (n: number | undefined) => (n === undefined ? '--' : String(n).padStart(2, '0'));
  return (
    <Root data-countdown="">
      <p>{t('product.hurry')}</p>
      {/* One sentence for screen readers instead of four ticking boxes. */}
      <span className="sf-visually-hidden">{left ? t('product.countdown', left) : ''}</span>
      <ol aria-hidden="true">
        <li>
          <strong>{show(left?.days)}</strong>
          <small>{t('product.days')}</small>
        </li>
        <li>
          <strong>{show(left?.hours)}</strong>
          <small>{t('product.hours')}</small>
        </li>
        <li>
          <strong>{show(left?.minutes)}</strong>
          <small>{t('product.minutes')}</small>
        </li>
        <li>
          <strong>{show(left?.seconds)}</strong>
          <small>{t('product.seconds')}</small>
        </li>
      </ol>
    </Root>
  );
}
