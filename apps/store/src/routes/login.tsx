import { LoginForm } from '@storefront/ui/forms';
import { staticPage } from '../app/staticPage';

export default staticPage('login.title', LoginForm);
