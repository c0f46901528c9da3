'use client';
export { type ActiveFilter, ActiveFilters, type ActiveFiltersProps } from './ActiveFilters';
export { FilterDrawer, type FilterDrawerProps } from './FilterDrawer';
export { FilterSidebar, type FilterSidebarProps } from './FilterSidebar';
export { PriceRangeFilter, type PriceRangeFilterProps } from './PriceRangeFilter';
