import { signInOrOut } from '@/server/adminSession';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return signInOrOut(request);
}
