import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleDetails, sampleMenu } from '../../stories/sampleData';
import { Footer } from './Footer';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

describe('Footer', () => {
  it('repeats the menu links as a sitemap and shows the address and e-mail', () => {
    render(<Footer links={sampleMenu()} details={sampleDetails} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Kurtis' })).toHaveAttribute('href', '/sub-category/5');
    expect(within(footer).getByText(sampleDetails.address)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: sampleDetails.email })).toHaveAttribute('href', `mailto:${sampleDetails.email}`);
  });

  it('isolates the address and e-mail from the page direction, so LTR data keeps its order in RTL', () => {
    render(<Footer links={[]} details={sampleDetails} />);
    expect(screen.getByText(sampleDetails.address).tagName).toBe('BDI');
    expect(screen.getByText(sampleDetails.email).tagName).toBe('BDI');
  });

  it("names the spec's shop by default, and another brand's name and founding year when given", () => {
    const { unmount } = render(<Footer links={[]} />);
    expect(screen.getByText('Established in 2012')).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Night Suits. All rights reserved.`)).toBeInTheDocument();
    unmount();
    render(<Footer links={[]} brandName="Brand X" established={1998} />);
    expect(screen.getByText('Established in 1998')).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Brand X. All rights reserved.`)).toBeInTheDocument();
    expect(screen.queryByText(/Night Suits/)).toBeNull();
  });

  it('puts the newsletter form in its own labelled section', () => {
    render(<Footer links={[]} newsletter={<form aria-label="Subscribe" />} />);
    const section = screen.getByRole('region', { name: 'Newsletter' });
    expect(within(section).getByRole('form', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
