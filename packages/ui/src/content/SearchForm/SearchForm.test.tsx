import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { SearchForm } from './SearchForm';

// Rendering and typing in jsdom can exceed 5 s when the shared CI cores are busy.
describe('SearchForm', { timeout: 15_000 }, () => {
  it('starts with the query of the page and hands out the trimmed words', async () => {
    const onSearch = vi.fn();
    render(
      <ThemeRoot>
        <SearchForm defaultQuery="kurti" onSearch={onSearch}>
          <p>results here</p>
        </SearchForm>
      </ThemeRoot>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveValue('kurti');
    expect(box).toHaveAttribute('placeholder', 'Search a Product');
    await userEvent.type(box, ' set ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('kurti set');
    expect(screen.getByText('results here')).toBeInTheDocument();
  });

  it('does not search for blanks', async () => {
    const onSearch = vi.fn();
    render(
      <ThemeRoot>
        <SearchForm onSearch={onSearch} />
      </ThemeRoot>,
    );
    await userEvent.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
