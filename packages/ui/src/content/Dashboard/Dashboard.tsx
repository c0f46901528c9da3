import { type HTMLAttributes, useId } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import type { MessageId } from '../../i18n/en';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Page, Panel } from '../shared/parts';
import { atLeast } from '../../theme/media';

export interface DashboardProps extends HTMLAttributes<HTMLElement> {
  /** The sample shopper the dashboard greets and shows. */
  name: string;
  email: string;
}

/** The side menu's entries in the spec's order; the first is the page itself. */
export const dashboardMenu: readonly MessageId[] = [
  'dashboard.accountInfo',
  'dashboard.addressBook',
  'dashboard.myOrders',
  'dashboard.myWishlist',
  'dashboard.newsletter',
  'dashboard.myAccount',
  'dashboard.changePassword',
  'dashboard.logOut',
];

const Layout = styled.div`
  display: grid;
  gap: var(--space-5);
  @media ${atLeast('md')} { grid-template-columns: minmax(200px, 1fr) 3fr; }
`;

const Menu = styled.ul`
  display: grid;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
  > li > [aria-current='page'] {
    display: block;
    padding-block: var(--space-2);
    padding-inline: var(--space-3);
    border-inline-start: 3px solid var(--accent-9);
    background: var(--accent-3);
    color: var(--accent-11);
    font-weight: 700;
  }
  > li > button { inline-size: 100%; justify-content: flex-start; text-transform: none; }
`;

const Note = styled.p`
  font-size: var(--font-size-2);
  color: var(--text-muted);
`;

const Blocks = styled.div`
  display: grid;
  gap: var(--space-4);
  @media ${atLeast('md')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Block = styled.section`
  display: grid;
  gap: var(--space-2);
  align-content: start;
  h3 { font-size: var(--font-size-3); }
  address { font-style: normal; color: var(--text-muted); }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

/** A link of the sample that does nothing, and says so through the note it points at. */
function Inert({ label, noteId }: { label: string; noteId: string }) {
  return (
    <Button variant="ghost" size="sm" aria-disabled="true" aria-describedby={noteId}>
      {label}
    </Button>
  );
}

/**
 * The 'My Dashboard' sample. Accounts do not exist in this shop, so every link is an inert
 * button (aria-disabled, described by a note saying so) instead of pretending to work.
 */
export function Dashboard({ name, email, ...rest }: DashboardProps) {
  const t = useT();
  const noteId = `${useId()}-inert`;
  return (
    <Container {...rest}>
      <Page aria-labelledby="dashboard-title">
        <h1 id="dashboard-title">{t('dashboard.title')}</h1>
        <Note id={noteId}>{t('content.inertNote')}</Note>
        <Layout>
          <nav aria-label={t('dashboard.menu')}>
            <Panel>
              <Menu>
                {dashboardMenu.map((id, index) => (
                  <li key={id}>{index === 0 ? <span aria-current="page">{t(id)}</span> : <Inert noteId={noteId} label={t(id)} />}</li>
                ))}
              </Menu>
            </Panel>
          </nav>
          <Panel>
            <h2>{t('dashboard.hello', { name })}</h2>
            <p>{t('dashboard.intro')}</p>
            <h2>{t('dashboard.accountInformation')}</h2>
            <Blocks>
              <Block aria-labelledby="dashboard-contact">
                <h3 id="dashboard-contact">{t('dashboard.contactInformation')}</h3>
                <p>{name}</p>
                <p>
                  <bdi>{email}</bdi>
                </p>
                <Actions>
                  <Inert noteId={noteId} label={t('dashboard.edit')} />
                  <Inert noteId={noteId} label={t('dashboard.changePassword')} />
                </Actions>
              </Block>
              <Block aria-labelledby="dashboard-newsletters">
                <h3 id="dashboard-newsletters">{t('dashboard.newsletters')}</h3>
                <p>{t('dashboard.noNewsletter')}</p>
                <Actions>
                  <Inert noteId={noteId} label={t('dashboard.edit')} />
                </Actions>
              </Block>
            </Blocks>
            <h2>{t('dashboard.addressBook')}</h2>
            <Actions>
              <Inert noteId={noteId} label={t('dashboard.manageAddresses')} />
            </Actions>
            <Blocks>
              <Block aria-labelledby="dashboard-billing">
                <h3 id="dashboard-billing">{t('dashboard.defaultBilling')}</h3>
                <address>{t('dashboard.noBilling')}</address>
                <Actions>
                  <Inert noteId={noteId} label={t('dashboard.editAddress')} />
                </Actions>
              </Block>
              <Block aria-labelledby="dashboard-shipping">
                <h3 id="dashboard-shipping">{t('dashboard.defaultShipping')}</h3>
                <address>{t('dashboard.noShipping')}</address>
                <Actions>
                  <Inert noteId={noteId} label={t('dashboard.editAddress')} />
                </Actions>
              </Block>
            </Blocks>
          </Panel>
        </Layout>
      </Page>
    </Container>
  );
}
