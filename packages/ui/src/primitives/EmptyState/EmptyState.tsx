import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Icon, type IconName } from '../Icon';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The spec's text word for word, e.g. 'Your Cart is Empty', 'WhishList is Empty'. */
  title: ReactNode;
  description?: ReactNode;
  /** An icon of the set (cart, heart, search...) or any image element. */
  icon?: IconName | ReactNode;
  /** A call to action, e.g. a ButtonLink 'continue shopping'. */
  action?: ReactNode;
  /** The heading level of the title; 2 by default. */
  headingLevel?: 1 | 2 | 3;
}

const Root = styled.section`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  padding-block: var(--space-7);
  padding-inline: var(--space-4);
  text-align: center;
  color: var(--text);
  [data-empty-icon] { font-size: 4rem; color: var(--accent-11); line-height: 0; }
  h1, h2, h3 { margin: 0; font-size: var(--font-size-5); }
  p { margin: 0; color: var(--text-muted); max-inline-size: 40ch; }
`;

/** What a page shows when it has nothing to list: an icon, a title, a line and an action. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState({ title, description, icon, action, headingLevel = 2, ...rest }: EmptyStateProps, ref) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Root data-empty-state="" {...rest} ref={ref}>
      {icon && <div data-empty-icon="">{typeof icon === 'string' ? <Icon name={icon as IconName} /> : icon}</div>}
      <Heading>{title}</Heading>
      {description && <p>{description}</p>}
      {action}
    </Root>
  );
});
