import { forwardRef, type SVGAttributes } from 'react';
import { type IconName, icons } from './icons';

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  name: IconName;
  /** CSS size; 1.25em by default so icons follow the text size. */
  size?: number | string;
  /** An accessible name; without it the icon is decorative and hidden from assistive tech. */
  title?: string;
  /** Fills the shape (a full star, a wished heart) instead of outlining it. */
  filled?: boolean;
}

/** An inline SVG icon from the package's set, drawn in currentColor. */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ name, size = '1.25em', title, filled = false, ...rest }: IconProps, ref) {
  const labelled = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...labelled}
      {...rest}
      ref={ref}
    >
      {icons[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
});
