import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Icon } from '../Icon';

export interface RatingProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'onChange'> {
  /** 0..max; halves round to the nearest whole star. */
  value: number;
  max?: number;
  /** A review count shown after the stars. */
  count?: number;
  /** Makes the stars a radio group the user can choose from (review forms). */
  onChange?: (value: number) => void;
  /** The name of the radio group when interactive. */
  name?: string;
  size?: 'sm' | 'md';
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  color: var(--star);
  [data-empty] { color: var(--star-empty); }
  small { color: var(--text-muted); font-size: var(--font-size-1); }
  &[data-size='sm'] { font-size: var(--font-size-1); }
  label { display: inline-flex; cursor: pointer; }
  input { position: absolute; opacity: 0; inline-size: 1px; block-size: 1px; }
  input:focus-visible + svg { outline: 3px solid var(--focus-ring); outline-offset: 1px; }
`;

/** Stars out of 5: read-only by default ("Rated 4 out of 5"), a radio group with onChange. */
export const Rating = forwardRef<HTMLSpanElement, RatingProps>(function Rating({ value, max = 5, count, onChange, name = 'rating', size = 'md', ...rest }: RatingProps, ref) {
  const t = useT();
  const rounded = Math.round(Math.min(max, Math.max(0, value)));
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  if (onChange) {
    return (
      <Root role="radiogroup" aria-label={t('rating.label', { value: rounded, max })} data-size={size} {...rest} ref={ref}>
        {stars.map((star) => (
          <label key={star}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={star === rounded}
              onChange={() => onChange(star)}
              aria-label={t('rating.choose', { value: star, max })}
            />
            <Icon name="star" filled={star <= rounded} data-empty={star > rounded ? '' : undefined} />
          </label>
        ))}
      </Root>
    );
  }
  return (
    <Root data-size={size} {...rest} ref={ref}>
      <span role="img" aria-label={t('rating.label', { value: rounded, max })}>
        {stars.map((star) => (
          <Icon key={star} name="star" filled={star <= rounded} data-empty={star > rounded ? '' : undefined} />
        ))}
      </span>
      {count !== undefined && <small>{t('rating.reviews', { count })}</small>}
    </Root>
  );
});
