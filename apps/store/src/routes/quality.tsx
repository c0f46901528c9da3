import { Quality } from '@storefront/ui';
import { staticPage } from '../app/staticPage';

export default staticPage('quality.title', Quality);
