import { splitUnion } from '../docText';
import styles from './ApiTables.module.css';

const FOLD_AT = 60;

/** What a type's cell shows before it is unfolded: the type, or a summary of a long one. */
export function typeSummary(type: string): string {
  if (type.length <= FOLD_AT) return type;
  const members = splitUnion(type);
  return members.length > 1
    ? `${members[0]} | … (${members.length} types)`
    : `${type.slice(0, FOLD_AT - 1)}…`;
}

/** A type as written in the definitions; long ones are folded, unions one member per line. */
export function TypeText({ type }: { type: string }) {
  if (type.length <= FOLD_AT) return <code className={styles.type}>{type}</code>;
  const members = splitUnion(type);
  const summary = typeSummary(type);
  return (
    <details className={styles.folded}>
      <summary>
        <code className={styles.type}>{summary}</code>
      </summary>
      <code className={styles.type}>{members.length > 1 ? members.join('\n| ') : type}</code>
    </details>
  );
}
