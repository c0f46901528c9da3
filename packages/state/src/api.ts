import { categoriesQuery, createApiClient, detailsQuery, type ApiClient } from '@storefront/api-client';
import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';

/**
 * The API client every query atom uses. The store sets it once at start
 * (`store.set(apiClientAtom, createApiClient({ baseUrl }))`); Storybook and tests set their own.
 */
export const apiClientAtom = atom<ApiClient>(createApiClient({ baseUrl: '/api/v1' }));

export const categoriesAtom = atomWithQuery((get) => categoriesQuery(get(apiClientAtom)));
export const detailsAtom = atomWithQuery((get) => detailsQuery(get(apiClientAtom)));
