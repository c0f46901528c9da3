import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { userEvent } from '../testUser';
import { SortSelect } from './SortSelect';

vi.setConfig({ testTimeout: 30_000 });

describe('SortSelect', () => {
  it("offers the five sorts in the spec's words and tells the one chosen", async () => {
    const onChange = vi.fn();
    render(
      <ThemeRoot>
        <SortSelect value="Newest" onChange={onChange} />
      </ThemeRoot>,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('Newest');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Price: High to Low',
      'Price: Low to High',
      'Newest Items',
      'Sort By Name: A To Z',
      'Sort By Name: Z To A',
    ]);
    await userEvent.selectOptions(select, 'LowToHigh');
    expect(onChange.mock.calls).toEqual([['LowToHigh']]);
  });
});
