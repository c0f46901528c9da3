import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Container } from '../../primitives/Container';
import { Link } from '../../primitives/Link';
import { type DemoSlug, demoHomes } from '../routes';
import { Band } from '../shared';

export interface DemoGridProps extends HTMLAttributes<HTMLElement> {
  /** A picture per demo (e.g. one of its demo products); a tinted panel stands in for missing ones. */
  images?: Partial<Record<DemoSlug, string>>;
}

const Grid = styled.ul`
  display: grid;
  gap: var(--space-5);
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: grid;
    gap: var(--space-3);
    padding: var(--space-3);
    border: 1px solid var(--border);
    border-radius: var(--radius-2);
    background: var(--surface);
    color: var(--text);
    font-weight: 700;
    font-size: var(--font-size-4);
    text-align: center;
    text-decoration: none;
    transition: translate var(--duration-fast), box-shadow var(--duration-fast);
  }
  a:hover { translate: 0 -4px; box-shadow: var(--shadow); color: var(--accent-11); }
  @media (prefers-reduced-motion: reduce) { a, a:hover { transition: none; translate: none; } }
  img, [data-placeholder] { display: block; inline-size: 100%; block-size: auto; aspect-ratio: 4 / 3; object-fit: cover; border-radius: var(--radius-1); }
  [data-placeholder] { background: linear-gradient(135deg, var(--accent-3), var(--accent-9)); }
`;

/** The demo home layouts, each a link to its route (/fashion, /pets, ...). */
export function DemoGrid({ images = {}, ...rest }: DemoGridProps) {
  const t = useT();
  return (
    <Band id="demo" aria-labelledby="landing-demo-title" {...rest}>
      <Container>
        <h2 id="landing-demo-title">{t('landing.demoTitle')}</h2>
        <Grid>
          {demoHomes.map((demo) => {
            const image = images[demo.slug];
            return (
              <li key={demo.slug}>
                <Link href={demo.href}>
                  {image ? <img src={image} alt="" width={400} height={300} loading="lazy" decoding="async" /> : <span data-placeholder="" />}
                  {t(demo.labelId)}
                </Link>
              </li>
            );
          })}
        </Grid>
      </Container>
    </Band>
  );
}
