import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import type { MessageId } from '../../i18n/en';
import { Container } from '../../primitives/Container';
import { Band } from '../shared';

const templates: readonly MessageId[] = ['landing.email.welcome', 'landing.email.order', 'landing.email.shipping', 'landing.email.reset'];

const List = styled.ul`
  display: grid;
  gap: var(--space-5);
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  figure { display: grid; gap: var(--space-3); margin: 0; }
  figcaption { font-weight: 700; text-align: center; }
`;

/** A small drawing of an e-mail in the theme's colours: a header bar, lines of text and a button. */
const Mock = styled.div`
  display: grid;
  gap: var(--space-2);
  padding: var(--space-3);
  border: 1px solid var(--border);
  border-radius: var(--radius-2);
  background: var(--surface);
  box-shadow: var(--shadow);
  span { display: block; block-size: 8px; border-radius: var(--radius-1); background: var(--border); }
  span[data-part='header'] { block-size: 28px; background: var(--accent-9); }
  span[data-part='image'] { block-size: 64px; background: var(--accent-3); }
  span[data-part='short'] { inline-size: 60%; }
  span[data-part='button'] { justify-self: center; inline-size: 40%; block-size: 20px; background: var(--accent-9); }
`;

/** The e-mail designs of the kit, drawn as previews (they are pictures, not links). */
/** The attributes of its root element. */
export type EmailTemplatesProps = HTMLAttributes<HTMLElement>;

export function EmailTemplates(props: EmailTemplatesProps) {
  const t = useT();
  return (
    <Band id="email-templates" aria-labelledby="landing-email-title" {...props}>
      <Container>
        <h2 id="landing-email-title">{t('landing.emailTitle')}</h2>
        <p>{t('landing.emailText')}</p>
        <List>
          {templates.map((id) => (
            <li key={id}>
              <figure>
                <Mock role="img" aria-label={t('landing.emailPreview', { name: t(id) })}>
                  <span data-part="header" />
                  <span data-part="image" />
                  <span />
                  <span />
                  <span data-part="short" />
                  <span data-part="button" />
                </Mock>
                <figcaption>{t(id)}</figcaption>
              </figure>
            </li>
          ))}
        </List>
      </Container>
    </Band>
  );
}
