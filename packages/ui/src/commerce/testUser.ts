import { userEvent as base } from '@testing-library/user-event';

/**
 * user-event for the jsdom tests. Its pointer-events check calls getComputedStyle on every
 * ancestor, which is slow against the theme's large token stylesheet; the real-browser story
 * tests cover what it would catch.
 */
export const userEvent = base.setup({ pointerEventsCheck: 0 });
