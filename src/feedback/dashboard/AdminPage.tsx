import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './AdminPage.module.css';

export const SESSION_ENDPOINT = '/api/admin/session';

/** The frame of the maintainers' pages: a title bar, and sign-out once signed in. */
export function AdminPage({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <h1 className={styles.title}>Feedback dashboard</h1>
        <Link href="/">Back to the docs</Link>
        {signedIn ? (
          <form method="post" action={SESSION_ENDPOINT}>
            <input type="hidden" name="action" value="sign-out" />
            <button type="submit" className={styles.button}>
              Sign out
            </button>
          </form>
        ) : null}
      </header>
      <main id="main-content" className={styles.main}>
        {children}
      </main>
    </div>
  );
}

/** Plain HTML form: works before (and without) JavaScript. */
export function SignInForm({ failed }: { failed: boolean }) {
  return (
    <form method="post" action={SESSION_ENDPOINT} className={styles.signIn}>
      <p>This page is for the site&apos;s maintainers. Sign in with the admin token.</p>
      <label htmlFor="admin-token">Admin token</label>
      <input
        id="admin-token"
        name="token"
        type="password"
        autoComplete="current-password"
        required
        aria-describedby={failed ? 'admin-token-error' : undefined}
        aria-invalid={failed || undefined}
      />
      {failed ? (
        <p id="admin-token-error" role="alert" className={styles.error}>
          That token is not valid.
        </p>
      ) : null}
      <button type="submit" className={styles.button}>
        Sign in
      </button>
    </form>
  );
}
