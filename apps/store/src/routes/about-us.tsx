import { AboutUs } from '@storefront/ui';
import { staticPage } from '../app/staticPage';

export default staticPage('about.title', AboutUs);
