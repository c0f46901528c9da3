import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from '../Container';
import { columnVariables, Grid } from './Grid';

describe('Grid', () => {
  it('fills breakpoints left out with the next smaller one', () => {
    expect(columnVariables({ base: 1, md: 3 })).toEqual({ '--cols-base': 1, '--cols-sm': 1, '--cols-md': 3, '--cols-lg': 3, '--cols-xl': 3 });
  });

  it('renders as a list when asked, for product lists', () => {
    render(
      <Grid as="ul" columns={2} aria-label="Products">
        <li>One</li>
      </Grid>,
    );
    expect(screen.getByRole('list', { name: 'Products' })).toHaveAttribute('data-gap', 'md');
  });
});

describe('Container', () => {
  it('renders the landmark element it is given with its size variant', () => {
    render(<Container as="main" size="narrow">Text</Container>);
    expect(screen.getByRole('main')).toHaveAttribute('data-size', 'narrow');
  });
});
