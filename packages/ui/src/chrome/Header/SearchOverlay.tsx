import { type FormEvent, type ReactNode, useState } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Dialog } from '../../primitives/Dialog';
import { Link } from '../../primitives/Link';
import { TextField } from '../../primitives/TextField';

export interface SearchResult {
  id: string | number;
  name: string;
  href: string;
  /** Optional thumbnail URL. */
  image?: string;
  /** Optional price line (e.g. a <Price/>). */
  price?: ReactNode;
}

/** A text to search for instead of, or after, what is typed: a completion or a correction. */
export interface SearchSuggestion {
  text: string;
  /** The search page of that text. */
  href: string;
}

export interface SearchOverlayProps {
  onClose: () => void;
  /** Called as the user types. */
  onSearch?: (query: string) => void;
  /** Called when the user presses Enter. */
  onSubmit?: (query: string) => void;
  /** Matches for the current query; "No products found" shows when it is empty for a typed query. */
  results?: readonly SearchResult[];
  /** How many products match in all (the results may be the first few of them). */
  total?: number;
  /** The page of every match for the current query: the list ends with 'See all N results'. */
  seeAllHref?: string;
  /** Searches that complete or correct the current query, shown above the results. One that reads as typed is left out. */
  suggestions?: readonly SearchSuggestion[];
  /** What the results were found for when it is not what was typed (`kurtti` -> "kurti"): said above them. */
  correctedQuery?: string;
}

const Results = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  a { display: flex; align-items: center; gap: var(--space-3); padding: var(--space-2); border-radius: var(--radius-1); color: var(--text); text-decoration: none; }
  a:hover { background: var(--accent-3); }
  img { inline-size: 48px; block-size: 48px; object-fit: cover; border-radius: var(--radius-1); }
`;

const SeeAll = styled(Link)`
  display: inline-block;
  margin-block-start: var(--space-3);
  padding: var(--space-2);
  color: var(--accent-11);
  font-weight: 600;
`;

const Suggestions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin: 0 0 var(--space-3);
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: var(--space-1) var(--space-3);
    border: 1px solid var(--border-strong);
    border-radius: var(--radius-full);
    color: var(--text);
    text-decoration: none;
  }
  a:hover { background: var(--accent-3); }
`;

const Corrected = styled.p`
  margin: 0 0 var(--space-2);
`;

const Empty = styled.p`
  margin: 0;
  color: var(--text-muted);
`;

/**
 * The header's search overlay: a 'Search a Product' box with suggested searches, live results and
 * a way to all of them. The header renders it while it is open, so each search starts afresh.
 */
export function SearchOverlay({ onClose, onSearch, onSubmit, results, total, seeAllHref, suggestions, correctedQuery }: SearchOverlayProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const searched = results !== undefined && query.trim() !== '';
  const typed = query.trim().toLocaleLowerCase();
  const offered = typed === '' ? [] : (suggestions ?? []).filter((suggestion) => suggestion.text.toLocaleLowerCase() !== typed);
  const count = total ?? results?.length ?? 0;
  // Written as the language groups digits (useT): 'See all 20,451 results'.
  const found = !searched ? '' : count === 0 ? t('search.noResults') : t('search.found', { count });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!onSubmit) return;
    onSubmit(query.trim());
    // The search page takes over from here (the overlay would cover it).
    onClose();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content placement="top" size="full">
        <Dialog.Header>
          <Dialog.Title visuallyHidden>{t('search.label')}</Dialog.Title>
        </Dialog.Header>
        <form role="search" onSubmit={submit}>
          <TextField
            label={t('search.label')}
            hideLabel
            type="search"
            placeholder={t('search.placeholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              onSearch?.(event.target.value);
            }}
            autoComplete="off"
            // Focused when the overlay opens: the shopper types at once.
            data-autofocus=""
          />
        </form>
        {/* Read out as results change: the list itself is only reached by Tab. */}
        <p className="sf-visually-hidden" role="status">
          {found}
        </p>
        {offered.length > 0 && (
          <nav aria-label={t('search.suggestions')}>
            <Suggestions>
              {offered.map((suggestion) => (
                <li key={suggestion.text}>
                  <Link href={suggestion.href} onClick={onClose}>
                    {suggestion.text}
                  </Link>
                </li>
              ))}
            </Suggestions>
          </nav>
        )}
        {searched && (
          <section aria-label={t('search.results')}>
            {correctedQuery && <Corrected>{t('search.showingFor', { query: correctedQuery })}</Corrected>}
            {results.length === 0 ? (
              <Empty>{t('search.noResults')}</Empty>
            ) : (
              <Results>
                {results.map((result) => (
                  <li key={result.id}>
                    <Link href={result.href} onClick={onClose}>
                      {result.image && <img src={result.image} alt="" width={48} height={48} loading="lazy" decoding="async" />}
                      <span>{result.name}</span>
                      {result.price}
                    </Link>
                  </li>
                ))}
              </Results>
            )}
            {results.length > 0 && seeAllHref && (
              <SeeAll href={seeAllHref} onClick={onClose} data-see-all="">
                {t('search.seeAll', { count })}
              </SeeAll>
            )}
          </section>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
