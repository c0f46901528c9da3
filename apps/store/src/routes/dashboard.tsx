import { Dashboard } from '@storefront/ui';
import { staticPage } from '../app/staticPage';

/** The static dashboard mock of the spec, with its sample data. */
export default staticPage('dashboard.title', () => <Dashboard name="Asha Rao" email="asha.rao@example.com" />);
