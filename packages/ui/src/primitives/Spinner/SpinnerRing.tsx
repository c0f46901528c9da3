import { keyframes, styled } from 'styled-components';
import type { StyledElement } from '../../theme/styledTypes';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * The spinning ring alone, with no text: Button imports this instead of Spinner so its entry
 * does not pull in the dictionaries.
 */
export const SpinnerRing: StyledElement<'span'> = styled.span`
  display: inline-block;
  inline-size: 1.5em;
  block-size: 1.5em;
  border: 0.2em solid currentColor;
  border-block-start-color: transparent;
  border-radius: var(--radius-full);
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
  &[data-size='sm'] { font-size: 0.75rem; }
  &[data-size='md'] { font-size: 1rem; }
  &[data-size='lg'] { font-size: 1.75rem; }
  @media (prefers-reduced-motion: reduce) { animation-duration: 2.4s !important; animation-iteration-count: infinite !important; }
`;
