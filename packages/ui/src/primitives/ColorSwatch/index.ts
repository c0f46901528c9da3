export { ColorSwatch, type ColorSwatchProps } from './ColorSwatch';
