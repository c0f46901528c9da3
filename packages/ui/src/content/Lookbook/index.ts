export { hotspotOffset, Lookbook, type LookbookProps } from './Lookbook';
