import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { headingCase } from '../../theme/headingCase';
import { useT } from '../../i18n/I18nProvider';
import { ButtonLink } from '../../primitives/Button';

const Section = styled.section`
  display: grid;
  justify-items: center;
  gap: var(--space-4);
  padding: var(--space-7) var(--space-4);
  text-align: center;
  h1 { margin: 0; font-size: 3rem; color: var(--accent-11); }
  p { margin: 0; font-size: 1.25rem; }
  ${headingCase(['p'])}
`;

/** The 404 page: 'page not found' and a link back to home. */
/** The attributes of its root element. */
export type NotFoundProps = HTMLAttributes<HTMLElement>;

export function NotFound(props: NotFoundProps) {
  const t = useT();
  return (
    <Section aria-labelledby="not-found-title" {...props}>
      <h1 id="not-found-title">404</h1>
      <p>{t('notFound.title')}</p>
      <ButtonLink href="/" variant="primary">
        {t('notFound.backHome')}
      </ButtonLink>
    </Section>
  );
}
