import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Link } from '../../primitives/Link';

const Section = styled.section`
  display: grid;
  justify-items: center;
  gap: var(--space-4);
  padding: var(--space-7) var(--space-4);
  text-align: center;
  h1 { margin: 0; font-size: 3rem; color: var(--accent-11); }
  p { margin: 0; font-size: 1.25rem; text-transform: capitalize; }
  a {
    padding: var(--space-2) var(--space-5);
    border-radius: var(--radius-1);
    background: var(--accent-9);
    color: var(--accent-contrast);
    text-decoration: none;
    font-weight: 600;
  }
  a:hover { background: var(--accent-10); }
`;

/** The 404 page: 'page not found' and a link back to home. */
export function NotFound() {
  const t = useT();
  return (
    <Section aria-labelledby="not-found-title">
      <h1 id="not-found-title">404</h1>
      <p>{t('notFound.title')}</p>
      <Link href="/">{t('notFound.backHome')}</Link>
    </Section>
  );
}
