import { createApiClient } from '@storefront/api-client';

/** The API answers on the store's own origin under /api/v1 unless VITE_API_BASE_URL says otherwise. */
export const apiClient = createApiClient({ baseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api/v1' });
