import styles from './Spinner.module.css';

/** A busy indicator for sighted users; the text beside it (or `aria-busy`) says what is happening. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
