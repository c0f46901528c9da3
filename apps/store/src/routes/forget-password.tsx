import { ForgetPasswordForm } from '@storefront/ui/forms';
import { staticPage } from '../app/staticPage';

export default staticPage('forget.title', ForgetPasswordForm);
