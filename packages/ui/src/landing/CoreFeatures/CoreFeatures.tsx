import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import type { MessageId } from '../../i18n/en';
import { Container } from '../../primitives/Container';
import { Icon } from '../../primitives/Icon';
import { Band } from '../shared';

/** What the kit really does, one line each. */
export const coreFeatures: readonly MessageId[] = [
  'landing.core.layouts',
  'landing.core.shops',
  'landing.core.quickView',
  'landing.core.infinite',
  'landing.core.payments',
  'landing.core.languages',
  'landing.core.blog',
  'landing.core.lookbook',
  'landing.core.storybook',
];

const List = styled.ul`
  display: grid;
  gap: var(--space-3);
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: var(--space-3);
    padding: var(--space-3) var(--space-4);
    border-radius: var(--radius-2);
    background: var(--surface-2);
    color: var(--text);
    font-weight: 600;
  }
  svg { color: var(--accent-11); flex-shrink: 0; }
`;

/** The landing page's checklist of core features. */
/** The attributes of its root element. */
export type CoreFeaturesProps = HTMLAttributes<HTMLElement>;

export function CoreFeatures(props: CoreFeaturesProps) {
  const t = useT();
  return (
    <Band id="core-features" aria-labelledby="landing-core-title" {...props}>
      <Container>
        <h2 id="landing-core-title">{t('landing.coreTitle')}</h2>
        <List>
          {coreFeatures.map((id) => (
            <li key={id}>
              <Icon name="check" />
              {t(id)}
            </li>
          ))}
        </List>
      </Container>
    </Band>
  );
}
