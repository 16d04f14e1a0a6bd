'use client';
import dynamic from 'next/dynamic';
import type { DashboardData } from './data';

// Charts and grids render in the browser only (like the demos): no Emotion server styles to match.
const FeedbackDashboard = dynamic(
  () => import('./FeedbackDashboard').then((module) => module.FeedbackDashboard),
  { ssr: false, loading: () => <p role="status">Loading the dashboard…</p> },
);

export function DashboardLoader({ data }: { data: DashboardData }) {
  return <FeedbackDashboard data={data} />;
}
