import { styled } from 'styled-components';

const Box = styled.div`
  &:not(:empty) {
    padding-block: var(--space-3);
    padding-inline: var(--space-4);
    border: 1px solid var(--border-strong);
    border-inline-start: 4px solid var(--accent-9);
    border-radius: var(--radius-1);
    background: var(--surface-2);
    color: var(--text);
  }
`;

/**
 * A polite live region that is always in the page (so screen readers announce what appears in
 * it) and shows `message` once `shown` is true.
 */
export function FormNotice({ shown, message }: { shown: boolean; message: string }) {
  return (
    <Box role="status" data-form-notice="">
      {shown ? message : null}
    </Box>
  );
}
