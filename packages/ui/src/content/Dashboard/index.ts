'use client';
export { Dashboard, type DashboardProps, dashboardMenu } from './Dashboard';
