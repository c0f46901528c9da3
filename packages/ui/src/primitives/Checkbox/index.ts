export { Checkbox, type CheckboxProps, ChoiceRoot } from './Checkbox';
