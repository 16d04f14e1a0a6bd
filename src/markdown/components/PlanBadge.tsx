import type { Plan } from '@/navigation';
import styles from './PlanBadge.module.css';

const LABELS: Record<Plan, string> = { pro: 'Pro', premium: 'Premium' };

/** Marks a feature that needs a paid plan. Shown in headings, the nav and the table of contents. */
export function PlanBadge({ plan }: { plan: Plan }) {
  return (
    <span className={styles.root} data-plan={plan} title={`${LABELS[plan]} plan`}>
      {LABELS[plan]}
    </span>
  );
}
