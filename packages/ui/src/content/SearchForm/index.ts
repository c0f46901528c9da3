export { SearchForm, type SearchFormProps } from './SearchForm';
