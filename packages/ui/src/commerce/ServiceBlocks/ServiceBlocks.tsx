import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { headingCase } from '../../theme/headingCase';
import { useT } from '../../i18n/I18nProvider';
import { containerGutter } from '../../primitives/Container/Container';
import { Icon } from '../../primitives/Icon';
import { atLeast } from '../../theme/media';

const Root = styled.section`
  ${containerGutter}
  ul { display: grid; gap: var(--space-4); margin: 0; padding: 0; list-style: none; }
  @media ${atLeast('md')} { ul { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: var(--space-1) var(--space-3);
    align-items: center;
    padding: var(--space-5);
    border: 1px solid var(--border);
    border-radius: var(--radius-2);
    color: var(--text);
  }
  [data-icon-wrap] { grid-row: span 2; font-size: 2rem; color: var(--accent-11); line-height: 0; }
  h3 { margin: 0; font-size: var(--font-size-3); }
  ${headingCase(['h3'])}
  p { margin: 0; color: var(--text-muted); }
`;

const services = [
  { icon: 'check', title: 'home.serviceFabric', text: 'home.serviceFabricText' },
  { icon: 'user', title: 'home.serviceSupport', text: 'home.serviceSupportText' },
  { icon: 'settings', title: 'home.serviceAfterSales', text: 'home.serviceAfterSalesText' },
] as const;

/** The home page's three service blocks: 100% guarantee fabric, 24 X 7 service, after-sales services. */
/** The attributes of its root element. */
export type ServiceBlocksProps = HTMLAttributes<HTMLElement>;

export function ServiceBlocks(props: ServiceBlocksProps) {
  const t = useT();
  return (
    <Root aria-label={t('home.services')} {...props}>
      <ul>
        {services.map((service) => (
          <li key={service.title}>
            <span data-icon-wrap="">
              <Icon name={service.icon} />
            </span>
            <h3>{t(service.title)}</h3>
            <p>{t(service.text)}</p>
          </li>
        ))}
      </ul>
    </Root>
  );
}
