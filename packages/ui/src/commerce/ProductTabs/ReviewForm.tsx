import { zodResolver } from '@hookform/resolvers/zod';
import { type Review, reviewSchema } from '@storefront/api-client';
import { type HTMLAttributes, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import type { StyledElement } from '../../theme/styledTypes';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { Rating } from '../../primitives/Rating';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { useErrorText } from '../formHelpers';
import { atLeast } from '../../theme/media';

export const FormRoot: StyledElement<'form'> = styled.form`
  display: grid;
  gap: var(--space-4);
  color: var(--text);
  [data-pair] { display: grid; gap: var(--space-4); }
  @media ${atLeast('md')} { [data-pair] { grid-template-columns: 1fr 1fr; } }
  [data-note] { margin: 0; padding: var(--space-3); border-radius: var(--radius-1); background: var(--surface-2); color: var(--text); }
  [data-outcome='sent'] { color: var(--success); font-weight: 600; margin: 0; }
  [data-outcome='failed'] { color: var(--danger); font-weight: 600; margin: 0; }
  [data-actions] { display: flex; justify-content: flex-start; }
`;

const empty: Review = { rating: 0, name: '', email: '', title: '', text: '' };

/**
 * The 'Write Review' form: rating, name, e-mail, title and text, checked with the shared schema.
 * Reviews are not published, and the form says so plainly instead of pretending to submit.
 */
/** The attributes of its root element. */
export type ReviewFormProps = HTMLAttributes<HTMLFormElement>;

export function ReviewForm(props: ReviewFormProps) {
  const t = useT();
  const errorText = useErrorText();
  const [checked, setChecked] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Review>({ resolver: zodResolver(reviewSchema), defaultValues: empty });
  return (
    <FormRoot noValidate onSubmit={handleSubmit(() => setChecked(true))} aria-describedby="review-note" {...props}>
      <p id="review-note" data-note="">
        {t('review.notPublished')}
      </p>
      <div>
        <span aria-hidden="true" style={{ fontWeight: 600, marginInlineEnd: 'var(--space-2)' }}>
          {t('review.rating')}
        </span>
        <Controller control={control} name="rating" render={({ field }) => <Rating value={field.value} onChange={field.onChange} name="review-rating" />} />
      </div>
      <div data-pair="">
        <TextField label={t('review.name')} required autoComplete="name" error={errorText(errors.name)} {...register('name')} />
        <TextField label={t('review.email')} type="email" required autoComplete="email" error={errorText(errors.email)} {...register('email')} />
      </div>
      <TextField label={t('review.title')} required error={errorText(errors.title)} {...register('title')} />
      <TextArea label={t('review.text')} rows={6} error={errorText(errors.text)} {...register('text')} />
      {checked && (
        <p role="status" data-note="">
          {t('review.checked')}
        </p>
      )}
      <div data-actions="">
        <Button type="submit">{t('review.submit')}</Button>
      </div>
    </FormRoot>
  );
}
