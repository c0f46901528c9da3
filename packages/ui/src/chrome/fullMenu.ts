/**
 * The full menu shows in the header's bar from this width (the spec's 1199px breakpoint); under it
 * the menu button's drawer holds it. The menu needs about 530px in English and 600px in French
 * beside the name and the counts: at the spec's first menu breakpoint (750px) it ran onto two or
 * three lines. TemplateSettings' `dock="wide"` follows it. A module of its own, so that a component
 * that follows the breakpoint does not load the Header.
 */
export const FULL_MENU_MIN_WIDTH = 1200;

/** The media query for widths where the drawer holds the menu. */
export const narrowerThanFullMenu = `(max-width: ${FULL_MENU_MIN_WIDTH - 0.02}px)`;
