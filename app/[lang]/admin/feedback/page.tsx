import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { AdminPage, SignInForm } from '@/feedback/dashboard/AdminPage';
import { DashboardLoader } from '@/feedback/dashboard/DashboardLoader';
import { loadDashboardData } from '@/feedback/dashboard/data';
import { ADMIN_SESSION_COOKIE, adminTokenFromEnv, sessionIsValid } from '@/server/adminAuth';
import { getDatabase } from '@/server/db/database';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Feedback dashboard - MUI X',
  robots: { index: false, follow: false },
};

/** `/admin/feedback/`: maintainers only (FEEDBACK_ADMIN_TOKEN), English only, never in the sitemap. */
export default async function FeedbackAdminPage({
  params,
  searchParams,
}: {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const token = adminTokenFromEnv();
  if ((await params).lang !== 'en' || !token) notFound();
  const session = (await cookies()).get(ADMIN_SESSION_COOKIE)?.value;
  if (!sessionIsValid(session, token)) {
    const failed = (await searchParams).error === 'token';
    return (
      <AdminPage signedIn={false}>
        <SignInForm failed={failed} />
      </AdminPage>
    );
  }
  const data = await loadDashboardData(await getDatabase());
  return (
    <AdminPage signedIn>
      <DashboardLoader data={data} />
    </AdminPage>
  );
}
