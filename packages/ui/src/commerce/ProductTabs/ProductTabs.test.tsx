import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { sampleProduct } from '../storyData';
import { userEvent } from '../testUser';
import { ProductTabs } from './ProductTabs';
import { ReviewForm } from './ReviewForm';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

describe('ProductTabs', () => {
  // The first render pays for the theme's stylesheet; under load that alone can take seconds.
  it('offers Description, Details, Video and Write Review', { timeout: 20_000 }, () => {
    render(
      <ThemeRoot>
        <ProductTabs product={sampleProduct} />
      </ThemeRoot>,
    );
    expect([...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['Description', 'Details', 'Video', 'Write Review']);
  });

  it('downloads the review form when its tab is first opened, showing a placeholder meanwhile', async () => {
    render(
      <ThemeRoot>
        <ProductTabs product={sampleProduct} />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Write Review' }));
    const panel = screen.getByRole('tabpanel', { name: 'Write Review' });
    expect(panel.querySelector('form')).toBeNull();
    expect(panel.firstElementChild).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'Submit Your Review' })).toBeInTheDocument();
    expect(panel.querySelector('form')).not.toBeNull();
  });
});

describe('ReviewForm', () => {
  it('says plainly that reviews are not published', () => {
    render(
      <ThemeRoot>
        <ReviewForm />
      </ThemeRoot>,
    );
    expect(screen.getByText(/Reviews are not published yet/)).toBeInTheDocument();
  });

  it('requires name, e-mail and title, with the messages under the fields', async () => {
    render(
      <ThemeRoot>
        <ReviewForm />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByText('Submit Your Review'));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('confirms a complete review without claiming it was sent', async () => {
    render(
      <ThemeRoot>
        <ReviewForm />
      </ThemeRoot>,
    );
    await userEvent.type(screen.getByLabelText(/^Name/), 'Asha');
    await userEvent.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await userEvent.type(screen.getByLabelText(/^Review Title/), 'Soft');
    await userEvent.click(screen.getByText('Submit Your Review'));
    expect(await screen.findByRole('status')).toHaveTextContent('it was not sent');
  });
});
