import { zodResolver } from '@hookform/resolvers/zod';
import { type SearchQuery, searchSchema } from '@storefront/api-client';
import type { HTMLAttributes, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Icon } from '../../primitives/Icon';
import { TextField } from '../../primitives/TextField';
import { Page, useErrorText } from '../shared/parts';

export interface SearchFormProps extends HTMLAttributes<HTMLElement> {
  /** The words already searched for (the page's `?q=`). */
  defaultQuery?: string;
  /** Called with the trimmed words when the form is valid; the host navigates or fetches. */
  onSearch: (query: string) => void;
  /** The results the host found, shown under the form. */
  children?: ReactNode;
}

const Row = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: var(--space-3);
  > button { margin-block-start: calc(1.5em + var(--space-1)); }
`;

/** The search page's form: validates the words (required, at most 100 characters) and hands them out. */
export function SearchForm({ defaultQuery = '', onSearch, children, ...rest }: SearchFormProps) {
  const t = useT();
  const errorText = useErrorText();
  const { register, handleSubmit, formState } = useForm<SearchQuery>({
    resolver: zodResolver(searchSchema),
    defaultValues: { q: defaultQuery },
  });
  return (
    <Container {...rest}>
      <Page aria-labelledby="search-page-title">
        <h1 id="search-page-title">{t('searchPage.title')}</h1>
        <Row role="search" noValidate onSubmit={handleSubmit((values) => onSearch(values.q))}>
          <TextField
            label={t('searchPage.label')}
            type="search"
            placeholder={t('search.placeholder')}
            error={errorText(formState.errors.q)}
            {...register('q')}
          />
          <Button type="submit" startIcon={<Icon name="search" />}>
            {t('searchPage.submit')}
          </Button>
        </Row>
        {children}
      </Page>
    </Container>
  );
}
