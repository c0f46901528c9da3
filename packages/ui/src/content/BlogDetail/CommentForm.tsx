import { zodResolver } from '@hookform/resolvers/zod';
import { type Comment, commentSchema } from '@storefront/api-client';
import { type HTMLAttributes, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { FormNotice, FormStack, TwoColumns, useErrorText } from '../shared/parts';

export interface CommentFormProps extends HTMLAttributes<HTMLElement> {
  /** Called with the valid comment; the form then says comments are not published yet. */
  onValidSubmit?: (values: Comment) => void;
}

/** 'Leave Your Comment': validates Name, Email and Comment, then says comments are not published yet. */
export function CommentForm({ onValidSubmit, ...rest }: CommentFormProps) {
  const t = useT();
  const errorText = useErrorText();
  const [submitted, setSubmitted] = useState(false);
  const { register, handleSubmit, formState } = useForm<Comment>({
    resolver: zodResolver(commentSchema),
    defaultValues: { name: '', email: '', comment: '' },
  });
  const onSubmit = handleSubmit((values) => {
    setSubmitted(true);
    onValidSubmit?.(values);
  });
  return (
    <section aria-labelledby="leave-comment" {...rest}>
      <h2 id="leave-comment">{t('blog.leaveComment')}</h2>
      <FormStack noValidate onSubmit={onSubmit} aria-labelledby="leave-comment">
        <TwoColumns>
          <TextField label={t('content.name')} autoComplete="name" error={errorText(formState.errors.name)} {...register('name')} />
          <TextField
            label={t('content.email')}
            type="email"
            autoComplete="email"
            error={errorText(formState.errors.email)}
            {...register('email')}
          />
        </TwoColumns>
        <TextArea label={t('blog.comment')} rows={6} error={errorText(formState.errors.comment)} {...register('comment')} />
        <Button type="submit">{t('blog.postComment')}</Button>
        <FormNotice shown={submitted} message={t('blog.notPublished')} />
      </FormStack>
    </section>
  );
}
