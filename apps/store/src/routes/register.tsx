import { RegisterForm } from '@storefront/ui';
import { staticPage } from '../app/staticPage';

export default staticPage('register.title', RegisterForm);
