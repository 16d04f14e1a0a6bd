import { getCurrentVersion } from '@/versions';

/** The documented MUI X version, for prose: `<CurrentVersion />` renders e.g. 8.29.3. */
export function CurrentVersion() {
  return <>{getCurrentVersion()}</>;
}
