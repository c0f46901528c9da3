'use client';
export { Dashboard, type DashboardProps } from './Dashboard';
