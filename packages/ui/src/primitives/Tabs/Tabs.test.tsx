import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { Tabs } from './Tabs';

const items = [
  { value: 'a', label: 'Description', content: 'About the product' },
  { value: 'b', label: 'Details', content: 'Chiffon' },
];

describe('Tabs', () => {
  it('shows the first tab and switches panels on click', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} label="Info" onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('About the product');
    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Chiffon');
    expect(onValueChange).toHaveBeenCalledWith('b');
  });

  it('moves to the next tab with ArrowLeft in right-to-left', async () => {
    render(
      <ThemeRoot dir="rtl">
        <Tabs items={items} label="Info" />
      </ThemeRoot>,
    );
    screen.getByRole('tab', { name: 'Description' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
  });
});
