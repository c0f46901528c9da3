import type { ComponentPropsWithRef, JSX } from 'react';
import type { IStyledComponent } from 'styled-components';

/**
 * The declared type of an exported styled element. Left to inference, declarations name it through
 * 'styled-components/dist/types', a path into styled-components' files that projects resolving
 * like Node (moduleResolution nodenext) cannot follow, and that styled-components before 6.1.9
 * lacks. This names only the package's own exports.
 */
export type StyledElement<Tag extends keyof JSX.IntrinsicElements> = IStyledComponent<'web', ComponentPropsWithRef<Tag>>;
