import { RegisterForm } from '@storefront/ui/forms';
import { staticPage } from '../app/staticPage';

export default staticPage('register.title', RegisterForm);
