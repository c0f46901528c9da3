import { ForgetPasswordForm } from '@storefront/ui';
import { staticPage } from '../app/staticPage';

export default staticPage('forget.title', ForgetPasswordForm);
