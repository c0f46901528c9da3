import { LoginForm } from '@storefront/ui';
import { staticPage } from '../app/staticPage';

export default staticPage('login.title', LoginForm);
