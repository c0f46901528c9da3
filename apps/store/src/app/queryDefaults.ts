/** How long loaded data counts as fresh, in the browser (shopStore) and in the server renderer. */
export const queryDefaults = { staleTime: 60_000, refetchOnWindowFocus: false } as const;
