import { type Comment, commentSchema } from '@storefront/api-client';
import type { HTMLAttributes } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { FormNotice, FormStack, TwoColumns, useErrorText } from '../shared/parts';
import { useNoticeForm } from '../shared/useNoticeForm';

export interface CommentFormProps extends HTMLAttributes<HTMLElement> {
  /** Called with the valid comment; the form then says comments are not published yet. */
  onValidSubmit?: (values: Comment) => void;
}

/** 'Leave Your Comment': validates Name, Email and Comment, then says comments are not published yet. */
export function CommentForm({ onValidSubmit, ...rest }: CommentFormProps) {
  const t = useT();
  const errorText = useErrorText();
  const { register, errors, onSubmit, submitted } = useNoticeForm<Comment>(commentSchema, { name: '', email: '', comment: '' }, onValidSubmit);
  return (
    <section aria-labelledby="leave-comment" {...rest}>
      <h2 id="leave-comment">{t('blog.leaveComment')}</h2>
      <FormStack noValidate onSubmit={onSubmit} aria-labelledby="leave-comment">
        <TwoColumns>
          <TextField label={t('content.name')} autoComplete="name" error={errorText(errors.name)} {...register('name')} />
          <TextField
            label={t('content.email')}
            type="email"
            autoComplete="email"
            error={errorText(errors.email)}
            {...register('email')}
          />
        </TwoColumns>
        <TextArea label={t('blog.comment')} rows={6} error={errorText(errors.comment)} {...register('comment')} />
        <Button type="submit">{t('blog.postComment')}</Button>
        <FormNotice shown={submitted} message={t('blog.notPublished')} />
      </FormStack>
    </section>
  );
}
