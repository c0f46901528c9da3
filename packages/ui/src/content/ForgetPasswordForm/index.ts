export { ForgetPasswordForm, type ForgetPasswordFormProps } from './ForgetPasswordForm';
