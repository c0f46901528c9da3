'use client';
export { FilterSidebar, type FilterSidebarProps } from './FilterSidebar';
export { PriceRangeFilter, type PriceRangeFilterProps } from './PriceRangeFilter';
